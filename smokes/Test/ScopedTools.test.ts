// A dsh agent whose scoped tool set omits `grep` and `glob` (a `restrict` through the agent's own context): the
// coach reads that agent's view of the registry, not the global one, so searching and listing through bash are no
// offenses for it, and no note or section names a tool it cannot call. Real harness, real Loader, scripted model.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Boot, TextOf } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";

let bed: TestBed | undefined;
afterEach(async () => {
	await bed?.dispose();
	bed = undefined;
});

const bash = (command: string) => ({ name: "bash", arguments: { command, description: "run" } });
const notices = (messages: readonly { source?: unknown }[]) =>
	messages.filter(
		(message) =>
			(message.source as { kind?: string; form?: string } | undefined)?.form === "notice" &&
			(message.source as { kind?: string }).kind === "tool-coach",
	);

describe("tool-coach and an agent's own tool set", () => {
	it("an agent restricted to no grep/glob: its greps and finds are not offenses, and its section lists only its tools", async () => {
		bed = await Boot({ files: { "a.txt": "alpha\n", "b.txt": "beta\n", "src/app.ts": "export const x = 1;\n" } });
		const logFile = join(mkdtempSync(join(tmpdir(), "coach-scoped-")), "coach.log");
		await bed.load("@playform/lib-dsh-core");
		await bed.load("@playform/hook-dsh-tool-coach", { logFile, escalateThreshold: 3 });
		const agent = bed.agent as unknown as {
			ctx: { tools: { restrict(filter: { deny: string[] }): () => void; schemas(): { name: string }[] } };
		};
		agent.ctx.tools.restrict({ deny: ["grep", "glob"] });
		const steps = [
			"grep -rn alpha .",
			"grep -rn beta .",
			"find . -name '*.ts'",
			"grep -rn x src",
			"cat a.txt",
			"cat b.txt",
			"head -n 1 src/app.ts",
		].map((command) => [bash(command)]);
		const run = await bed.turn("look around", [...steps, "done"]);
		// The model was offered no grep or glob: the restriction is real.
		expect(run.requests[0].tools?.map((tool) => tool.name)).not.toContain("grep");
		expect(bed.ctx.tools.schemas().map((schema) => schema.name)).toContain("grep");
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toContain("hook-dsh-tool-coach: exempt bash no-tool:grep\n");
		expect(ledger).toContain("hook-dsh-tool-coach: exempt bash no-tool:glob\n");
		expect(ledger).not.toMatch(/offense bash (search|discovery)/);
		// The reads are offenses (it has `read`): the third one notes, naming `read`.
		const seen = run.messages.flatMap((messages) => notices(messages)).map((message) => TextOf(message as never));
		expect(seen.at(-1)).toContain("Use `read` instead");
		// The section, once on, lists the tools this agent has and none it lacks.
		const system = String(run.requests.at(-1)!.system);
		expect(system).toContain("## Tool discipline");
		expect(system).toContain("| read | `read` |");
		expect(system).not.toMatch(/`grep`|`glob`/);
	});
});
