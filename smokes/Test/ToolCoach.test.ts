// The tool coach in the real harness: real bash/read/edit/grep/glob tools, the real Loader, the real AgentLoop
// with a scripted model. Every tier is checked where the model would see it.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Boot, TextOf } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";
import { FirstSentence } from "@playform/hook-dsh-tool-coach";

const Coach = "@playform/hook-dsh-tool-coach";
let bed: TestBed | undefined;

afterEach(async () => {
	await bed?.dispose();
	bed = undefined;
});

const files = {
	"a.txt": "alpha\n",
	"b.txt": "beta\n",
	"c.txt": "gamma\n",
	"src/app.ts": "export const version = '1.0.0';\n",
};
const bash = (command: string, id?: string) => ({
	name: "bash",
	arguments: { command, description: "run" },
	...(id ? { id } : {}),
});

const start = async (config: Record<string, unknown> = {}) => {
	bed = await Boot({ files });
	const logFile = join(mkdtempSync(join(tmpdir(), "coach-ledger-")), "coach.log");
	await bed.load("@playform/lib-dsh-core");
	const full = { logFile, ...config };
	const id = await bed.load(Coach, full);
	return { bed, id, logFile, full };
};

const notices = (messages: readonly { source?: unknown }[]) =>
	messages.filter(
		(message) =>
			(message.source as { kind?: string; form?: string } | undefined)?.form === "notice" &&
			(message.source as { kind?: string }).kind === "tool-coach",
	);

describe("tool-coach in the real harness", () => {
	it("three cats through the real bash tool: the tier-1 notice reaches the next step, with live tool data", async () => {
		const { bed, logFile } = await start();
		const run = await bed.turn("show me the files", [
			[bash("cat a.txt")],
			[bash("cat b.txt")],
			[bash("cat c.txt")],
			"done",
		]);
		expect(run.toolResults.map((result) => result.text).join("")).toContain("gamma");
		expect(notices(run.messages[2])).toHaveLength(0);
		const seen = notices(run.messages[3]);
		expect(seen).toHaveLength(1);
		const live = bed.ctx.tools.schemas().find((schema) => schema.name === "read")!;
		const text = TextOf(seen[0] as never);
		expect(text).toContain("Use `read` instead: " + FirstSentence(live.description));
		expect(text).toContain("`cat c.txt`");
		expect((seen[0].source as { summary: string }).summary).toBe("bash read × 3");
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toMatch(/hook-dsh-tool-coach: strike 3\/3 bash read -> note read\n/);
	});

	it("tier 2 appears in the assembled system prompt and clears after cleanWindow clean calls", async () => {
		const { bed, logFile } = await start({ cleanWindow: 3 });
		const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [bash(`head -n 1 ${n % 2 ? "a" : "b"}.txt`)]);
		const run = await bed.turn("inspect", [...steps, "ok"]);
		const last = run.requests.at(-1)!;
		expect(String(last.system)).toContain("## Tool discipline");
		for (const name of ["read", "edit", "grep", "glob"]) {
			const live = bed.ctx.tools.schemas().find((schema) => schema.name === name)!;
			expect(String(last.system)).toContain(FirstSentence(live.description).replace(/\|/g, "\\|"));
		}
		expect(String(run.requests[0].system)).not.toContain("## Tool discipline");
		const clean = await bed.turn("build it", [
			[bash("git status")],
			[bash("npm --version")],
			[bash("pwd")],
			"built",
		]);
		expect(String(clean.requests.at(-1)!.system)).not.toContain("## Tool discipline");
		expect(readFileSync(logFile, "utf8")).toContain("persistent section cleared (3 clean calls)");
	});

	it("enforce: write turns a sed -i into the real tool's deny error; a volatile flip lands on the next call", async () => {
		const { bed, id, full, logFile } = await start({ enforceThreshold: 1 });
		const before = await bed.execute("bash", { command: "sed -i s/alpha/ALPHA/ a.txt", description: "edit" });
		expect(before.isError).toBe(false);
		await bed.update(id, { ...full, enforce: "write" });
		const denied = await bed.execute("bash", { command: "sed -i s/beta/BETA/ b.txt", description: "edit" });
		expect(denied.isError).toBe(true);
		expect(TextOf(denied as never)).toContain("Denied by tool-coach");
		expect(TextOf(denied as never)).toContain("Use `edit` instead");
		expect(readFileSync(join(bed.workspace, "b.txt"), "utf8")).toBe("beta\n");
		expect(readFileSync(logFile, "utf8")).toMatch(/denied bash write \S+ -> use edit/);
		const state = (bed.ctx as unknown as { __hookDshToolCoachState?: unknown }).__hookDshToolCoachState;
		expect(state).toBeUndefined(); // the handle lives on the plugin's own context, not the root
		await bed.update(id, { ...full, enforce: "off" });
		const allowed = await bed.execute("bash", { command: "sed -i s/gamma/GAMMA/ c.txt", description: "edit" });
		expect(allowed.isError).toBe(false);
		expect(readFileSync(join(bed.workspace, "c.txt"), "utf8")).toBe("GAMMA\n");
	});

	it("a threshold flip through ctx.loader.update changes the very next judged call, without a remount", async () => {
		const { bed, id, full, logFile } = await start();
		const first = await bed.turn("one", [[bash("cat a.txt")], "x"]);
		expect(notices(first.messages[1])).toHaveLength(0);
		await bed.update(id, { ...full, threshold: 1 });
		const second = await bed.turn("two", [[bash("cat b.txt")], "y"]);
		expect(notices(second.messages.at(-1)!)).toHaveLength(1);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger.match(/activated \(/g)).toHaveLength(1);
		expect(ledger).toContain("strike 1/1 bash read -> note read");
	});

	it("the dedicated tools are never judged", async () => {
		const { bed, logFile } = await start({ threshold: 1 });
		const run = await bed.turn("read properly", [
			[{ name: "read", arguments: { file_path: "a.txt" } }],
			[{ name: "grep", arguments: { pattern: "alpha" } }],
			[{ name: "glob", arguments: { pattern: "**/*.txt" } }],
			"fine",
		]);
		expect(run.messages.flat().filter((m) => notices([m]).length > 0)).toHaveLength(0);
		expect(
			readFileSync(logFile, "utf8")
				.split("\n")
				.filter((line) => line.includes("offense")),
		).toEqual([]);
	});
});
