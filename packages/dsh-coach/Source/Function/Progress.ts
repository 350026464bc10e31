/** A one-line progress bar on a stream (stderr), redrawn in place and at most every 50 ms. */
export class ProgressBar {
	private done = 0;
	private drawnAt = 0;
	private visible = false;

	constructor(
		private readonly stream: NodeJS.WriteStream,
		private readonly total: number,
		private readonly unit: string,
		private readonly width = 28,
	) {}

	tick(label = ""): void {
		this.done += 1;
		const now = Date.now();
		if (this.done < this.total && now - this.drawnAt < 50) return;
		this.drawnAt = now;
		this.draw(label);
	}

	/** Clear the line, so what follows on the terminal starts clean. */
	finish(): void {
		if (!this.visible) return;
		this.stream.write("\r\x1b[2K");
		this.visible = false;
	}

	private draw(label: string): void {
		const ratio = this.total === 0 ? 1 : Math.min(1, this.done / this.total);
		const filled = Math.round(ratio * this.width);
		const bar = `${"█".repeat(filled)}${"░".repeat(this.width - filled)}`;
		const columns = this.stream.columns ?? 100;
		const line = `${bar} ${String(Math.round(ratio * 100)).padStart(3)}% ${this.done}/${this.total} ${this.unit} ${label}`;
		this.stream.write(`\r\x1b[2K${line.slice(0, Math.max(20, columns - 1))}`);
		this.visible = true;
	}
}
