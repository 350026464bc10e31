import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import Schema from "@deepseek-ai/schemastery";
import {
	Activate,
	Append,
	BUILTIN_PACK,
	CompileIntent,
	ExpandHome,
	Families,
	FindUnderBases,
	ForgetPacks,
	ForgetRoots,
	LoadPack,
	LogConfig,
	MergeLayers,
	Notice,
	NoticeText,
	PackError,
	ParsePack,
	Read,
	ResolveBases,
	Within,
	RootRelative,
	ResolveRoot,
	ResolveWorkspace,
	SIGNATURE_CAP,
	State,
	SweepTemps,
	ValidateLayer,
} from "../Source/Library";
import { FakeContext } from "../../testkit/Source/Library";

const temp = () => mkdtempSync(join(tmpdir(), "core-"));

// The one fake host of every package's tests; imported by path, since the testkit itself depends on the core.
const fakeCtx = () => {
	const info: string[] = [];
	const host = FakeContext({ services: { logger: { info: (_format: unknown, line: string) => info.push(line) } } });
	return { info, emit: host.emit, ctx: host.ctx };
};

afterEach(() => {
	ForgetRoots();
	ForgetPacks();
});

describe("Activate", () => {
	it("joins pairs and skips undefined values", () => {
		expect(
			Activate([
				["threshold", 3],
				["skip", undefined],
				["judge", ["bash", "pwsh"]],
				["fetch", "live"],
			]),
		).toBe("activated (threshold=3, judge=bash,pwsh, fetch=live)");
		expect(Activate([])).toBe("activated ()");
	});
});

describe("ledger", () => {
	it("writes `[ISO] module: message` to a 0600 file, creating parents, and `module: message` to the logger", () => {
		const dir = temp();
		const logFile = join(dir, "deep", "er", "coach.log");
		const { ctx, info } = fakeCtx();
		const state = State(
			ctx,
			{ log: true, logFile },
			{ module: "hook-dsh-tool-coach", now: () => new Date("2026-11-30T00:00:00.000Z") },
		);
		Append(state, "offense bash read cat");
		Append(state, "strike 4/3 bash read -> note read");
		expect(readFileSync(logFile, "utf8")).toBe(
			"[2026-11-30T00:00:00.000Z] hook-dsh-tool-coach: offense bash read cat\n[2026-11-30T00:00:00.000Z] hook-dsh-tool-coach: strike 4/3 bash read -> note read\n",
		);
		expect(statSync(logFile).mode & 0o777).toBe(0o600);
		expect(info).toEqual([
			"hook-dsh-tool-coach: offense bash read cat",
			"hook-dsh-tool-coach: strike 4/3 bash read -> note read",
		]);
		expect(state.Lines).toEqual(["offense bash read cat", "strike 4/3 bash read -> note read"]);
	});

	it("expands ~ and honours log=false", () => {
		const home = temp();
		expect(ExpandHome("~/a/b.log", home)).toBe(join(home, "a/b.log"));
		expect(ExpandHome("/abs", home)).toBe("/abs");
		const { ctx } = fakeCtx();
		const logFile = join(home, "off.log");
		const state = State(ctx, { log: false, logFile }, { module: "m" });
		Append(state, "x");
		expect(() => statSync(logFile)).toThrow();
		expect(state.Lines).toEqual(["x"]);
	});

	it("never throws on an unwritable file and says so once", () => {
		const dir = temp();
		writeFileSync(join(dir, "file"), "");
		const { ctx, info } = fakeCtx();
		const state = State(ctx, { log: true, logFile: join(dir, "file", "child.log") }, { module: "m" });
		expect(() => {
			Append(state, "a");
			Append(state, "b");
		}).not.toThrow();
		expect(state.Lines.filter((l) => l.startsWith("ledger file unwritable"))).toEqual([
			"ledger file unwritable (ENOTDIR) -> logger only",
		]);
		expect(info).toContain("m: b");
	});
});

describe("volatile cells", () => {
	it("reads a cell at use, so an update lands without rebuilding the state", () => {
		const Config = Schema.object({ threshold: Schema.number().default(3).volatile(), ...LogConfig("x") });
		const config = Config({}) as any;
		const { ctx, emit } = fakeCtx();
		const state = State(ctx, config, { module: "m", fields: ["threshold", "log", "logFile"] });
		expect(state.Config.threshold).toBe(3);
		expect(state.Config.logFile).toBe("~/.dsh/playform/x.log");
		let value = 7;
		const cell = { get: () => value };
		const live = State(ctx, { threshold: cell }, { module: "m" });
		expect(live.Config.threshold).toBe(7);
		value = 9;
		expect(live.Config.threshold).toBe(9);
		const seen: unknown[] = [];
		live.OnVolatile((paths) => seen.push(paths));
		emit("loader/volatile-update", [["threshold"]]);
		expect(seen).toEqual([[["threshold"]]]);
		expect(live.Version).toBe(1);
		expect(Read(5)).toBe(5);
	});
});

describe("notice", () => {
	it("bounds summary to 120 and the text to the cap", () => {
		const message = Notice({ kind: "tool-coach", summary: "s".repeat(200), text: "t".repeat(50), cap: 10 }) as any;
		expect(message.role).toBe("user");
		expect(message.source.kind).toBe("tool-coach");
		expect(message.source.form).toBe("notice");
		expect(message.source.summary.length).toBe(120);
		expect(NoticeText(message)).toBe(`${"t".repeat(9)}…`);
		expect(Object.isFrozen(message)).toBe(true);
	});
});

describe("pack", () => {
	it("holds a built-in layer that passes the validation every layer gets (LoadPack no longer re-checks it per process)", () => {
		const checked = ValidateLayer(BUILTIN_PACK, "builtin", { trusted: true });
		expect(Object.keys(checked.intents ?? {})).toEqual(Object.keys(BUILTIN_PACK.intents ?? {}));
		expect(checked.signature).toEqual(BUILTIN_PACK.signature);
	});

	it("orders intents of equal priority by family, then by id (a user's tie inside one family)", () => {
		const pack = MergeLayers([
			{
				name: "builtin",
				layer: {
					intents: {
						"search/b": { priority: 1 },
						"replay/Z": { priority: 1 },
						"search/A": { priority: 1 },
						"search/C": { priority: 0 },
					},
				},
			},
		]);
		expect(pack.intents.map((intent) => intent.id)).toEqual(["search/C", "replay/Z", "search/A", "search/b"]);
	});

	it("parses, layers and filters families", () => {
		const layer = ParsePack(
			"signature: [.git]\nintents:\n  search/Version:\n    priority: 1\n    threshold: 0.85\n    destructive: true\n    signals:\n      - {id: semver, on: query, pattern: '\\d+\\.\\d+\\.\\d+', weight: 0.9}\n    targets: [package.json, CHANGELOG.md]\n  replay/Repeat:\n    signals: []\n",
			"pack.yml",
		);
		const pack = MergeLayers([
			{ name: "builtin", layer },
			{
				name: "ws",
				layer: { intents: { "search/Version": { threshold: 0.9 }, "replay/Repeat": { enabled: false } } },
			},
		]);
		expect(pack.signature).toEqual([".git"]);
		expect(Families(pack, "search").map((i) => [i.kind, i.threshold, i.targets])).toEqual([
			["Version", 0.9, ["package.json", "CHANGELOG.md"]],
		]);
		expect(Families(pack, "replay")).toEqual([]);
	});

	it("overrides only the fields a layer names", () => {
		const base = ParsePack(
			"signature: [.git]\nintents:\n  search/Version:\n    threshold: 0.8\n    targets: [package.json]\n    signals:\n      - {id: v, on: query, pattern: 'version', weight: 1}\n",
			"base.yml",
		);
		const over = ParsePack("intents:\n  search/Version:\n    threshold: 0.9\n", "over.yml");
		expect(over).toEqual({ intents: { "search/Version": { threshold: 0.9 } } });
		const pack = MergeLayers([
			{ name: "b", layer: base },
			{ name: "o", layer: over },
		]);
		expect(pack.signature).toEqual([".git"]);
		const [version] = Families(pack, "search");
		expect([version.threshold, version.targets, version.signals.length]).toEqual([0.9, ["package.json"], 1]);
	});

	it("takes a signal's caseSensitive from any layer and compiles it without the case flag", () => {
		const layer = ParsePack(
			"intents:\n  search/X:\n    signals:\n      - {id: shout, on: query, pattern: 'TODO', weight: 1, caseSensitive: true}\n",
			"p.yml",
		);
		const [signal] = layer.intents!["search/X"]!.signals!;
		expect(signal!.caseSensitive).toBe(true);
		const [version] = Families(MergeLayers([{ name: "p", layer }]), "search").map(CompileIntent);
		expect(version!.compiled.map((one) => [one.regex.test("TODO"), one.regex.test("todo")])).toEqual([
			[true, false],
		]);
		expect(() =>
			ParsePack(
				"intents:\n  search/X:\n    signals:\n      - {id: a, on: query, pattern: 'a', weight: 1, caseSensitive: 1}\n",
				"p.yml",
			),
		).toThrow(/caseSensitive/);
	});

	it("fails loud naming the file and the field", () => {
		expect(() => ParsePack("intents:\n  search/Version:\n    threshold: 2\n", "/r/.dsh/pack.yml")).toThrow(
			PackError,
		);
		expect(() => ParsePack("intents:\n  search/Version:\n    threshold: 2\n", "/r/.dsh/pack.yml")).toThrow(
			/\/r\/\.dsh\/pack\.yml: .*threshold/,
		);
		expect(() => ParsePack("intents:\n  search/Version:\n    treshold: 0.5\n", "p.yml")).toThrow(
			"p.yml: $.intents.search/Version.treshold: unknown field",
		);
		expect(() => ParsePack("intents:\n  Version: {}\n", "p.yml")).toThrow(/p\.yml: \$\.intents\.Version/);
		expect(() => ParsePack("intents: [\n", "p.yml")).toThrow(/p\.yml: not valid YAML/);
		expect(() =>
			ParsePack(
				"intents:\n  search/X:\n    signals:\n      - {id: a, on: query, pattern: '(', weight: 1}\n",
				"p.yml",
			),
		).toThrow(/signals\[0\]\.pattern: does not compile/);
		expect(() =>
			ParsePack(
				"intents:\n  search/X:\n    signals:\n      - {id: a, on: query, pattern: '^(a+)+$', weight: 1}\n",
				"p.yml",
			),
		).toThrow("p.yml: $.intents.search/X.signals[0].pattern: can backtrack catastrophically (exponential)");
	});

	it("loads the workspace pack and the user layer over the built-in", () => {
		const root = temp();
		const home = temp();
		mkdirSync(join(root, ".dsh"));
		writeFileSync(
			join(root, ".dsh", "pack.yml"),
			"intents:\n  search/Mine:\n    targets: [a.md]\n    signals: []\n",
		);
		mkdirSync(join(home, "ws"), { recursive: true });
		const name = root.split("/").pop();
		writeFileSync(join(home, "ws", `${name}.yml`), "intents:\n  search/Mine:\n    targets: [b.md]\n");
		const pack = LoadPack(root, { userDir: join(home, "ws") });
		expect(Families(pack, "search").find((i) => i.kind === "Mine")?.targets).toEqual(["b.md"]);
		expect(pack.layers.length).toBe(3);
		writeFileSync(join(root, ".dsh", "pack.yml"), "intents: {bad/: 1}\n");
		expect(() => LoadPack(root, { userDir: join(home, "ws") })).toThrow(PackError);
	});
});

describe("SweepTemps", () => {
	it("removes the temp files of a writer that is gone, keeps live ones and other files", () => {
		const dir = temp();
		const target = join(dir, "knowledge.json");
		writeFileSync(target, "{}");
		const dead = 2 ** 22 + 12345;
		writeFileSync(join(dir, `.knowledge.json.${dead}.abc.tmp`), "partial");
		// one naming scheme (TempName): a name without the leading dot is not a temp file of ours
		writeFileSync(join(dir, `knowledge.json.${dead}.def.tmp`), "not ours");
		writeFileSync(join(dir, `.knowledge.json.${process.pid}.mine.tmp`), "in flight");
		writeFileSync(join(dir, `.other.json.${dead}.x.tmp`), "not ours");
		expect(SweepTemps(target)).toBe(1);
		expect(readdirSync(dir).sort()).toEqual(
			[
				`.knowledge.json.${process.pid}.mine.tmp`,
				`.other.json.${dead}.x.tmp`,
				`knowledge.json.${dead}.def.tmp`,
				"knowledge.json",
			].sort(),
		);
		expect(SweepTemps(join(dir, "missing", "x.json"))).toBe(0);
	});
});

describe("root and bases", () => {
	it("resolves the nearest signature ancestor from the call path, then the cwd", () => {
		const root = temp();
		mkdirSync(join(root, ".git"));
		mkdirSync(join(root, "packages", "app", "src"), { recursive: true });
		writeFileSync(join(root, "packages", "app", "package.json"), "{}");
		writeFileSync(join(root, "packages", "app", "src", "index.ts"), "");
		const outside = temp();
		expect(ResolveRoot([join(root, "packages/app/src/index.ts")], [".git"], outside)).toBe(root);
		expect(ResolveRoot([undefined, "packages/app/src"], [".git"], root)).toBe(root);
		expect(ResolveRoot(["nowhere.ts"], [".git"], outside)).toBeUndefined();

		// a docs site's own pnpm workspace inside the repository belongs to it; outside any repository it is the root
		const markers = [".git", "pnpm-workspace.yaml"];
		mkdirSync(join(root, "docs", "guide"), { recursive: true });
		writeFileSync(join(root, "docs", "pnpm-workspace.yaml"), "");
		writeFileSync(join(root, "docs", "guide", "a.md"), "");
		ForgetRoots();
		expect(ResolveRoot([join(root, "docs/guide/a.md")], markers, outside)).toBe(root);
		expect(ResolveRoot([], markers, join(root, "docs"))).toBe(root);
		const bare = temp();
		mkdirSync(join(bare, "site", "docs"), { recursive: true });
		writeFileSync(join(bare, "pnpm-workspace.yaml"), "");
		writeFileSync(join(bare, "site", "pnpm-workspace.yaml"), "");
		// the outermost, from any depth and whatever the cache already holds
		expect(ResolveRoot([join(bare, "site/docs")], markers, outside)).toBe(bare);
		expect(ResolveRoot([join(bare, "site")], markers, outside)).toBe(bare);
		ForgetRoots();
		expect(ResolveRoot([join(bare, "site")], markers, outside)).toBe(bare);
		expect(ResolveRoot([join(bare, "site/docs")], markers, outside)).toBe(bare);
		expect(ResolveRoot([outside], markers, outside)).toBeUndefined();

		const bases = ResolveBases(root, join(root, "packages/app/src/index.ts"));
		expect(bases).toEqual({ root, package: join(root, "packages/app"), parent: join(root, "packages") });
		expect(ResolveBases(root, undefined)).toEqual({ root, package: root, parent: root });

		writeFileSync(join(root, "CHANGELOG.md"), "");
		mkdirSync(join(root, "packages", "shared"));
		expect(FindUnderBases("CHANGELOG.md", bases)).toBe("CHANGELOG.md");
		expect(FindUnderBases("package.json", bases)).toBe("packages/app/package.json");
		expect(FindUnderBases("shared/", bases)).toBe("packages/shared/");
		expect(FindUnderBases("../../etc/passwd", bases)).toBeUndefined();
		expect(FindUnderBases("missing.md", bases)).toBeUndefined();
		expect(Within(root, root)).toBe(true);
		expect(Within(root, join(root, "..x", "a.md"))).toBe(true);
		expect(Within(root, join(root, ".."))).toBe(false);
		expect(Within(root, join(root, "..", basename(root) + "-sibling"))).toBe(false);
		expect(Within(root, outside)).toBe(false);
		expect(RootRelative(root, root)).toBe("");
		expect(RootRelative(root, join(root, "..x", "a.md"))).toBe("..x/a.md");
		expect(RootRelative(root, "src/a.ts")).toBe("src/a.ts");
		expect(RootRelative(root, join(root, ".."))).toBeUndefined();
		expect(RootRelative(root, "../elsewhere.md")).toBeUndefined();
		expect(RootRelative(root, outside)).toBeUndefined();
	});
});

describe("ResolveWorkspace (seeds 003/004: the pack's signature decides)", () => {
	const Repo = (files: Record<string, string> = {}) => {
		const root = temp();
		mkdirSync(join(root, ".git"));
		mkdirSync(join(root, "src"));
		writeFileSync(join(root, "src", "a.ts"), "");
		for (const [path, text] of Object.entries(files)) {
			mkdirSync(join(root, path, ".."), { recursive: true });
			writeFileSync(join(root, path), text);
		}
		return root;
	};
	const userDir = temp();
	const packOf = (root: string) => LoadPack(root, { userDir });

	it("by default (the built-in signature) any repository is a workspace, from the call path or the cwd", () => {
		const root = Repo();
		const found = ResolveWorkspace([join(root, "src/a.ts")], temp(), packOf);
		expect(found?.root).toBe(root);
		expect(found?.pack.signature).toEqual(BUILTIN_PACK.signature);
		expect(ResolveWorkspace([], join(root, "src"), packOf)?.root).toBe(root);
		expect(ResolveWorkspace([], temp(), packOf)).toBeUndefined();
	});

	it("a pack whose signature is the seeds' default makes a repository without that file foreign", () => {
		const root = Repo({ ".dsh/pack.yml": "signature: [Documentation/ARCHIVE-STYLE.md]\n" });
		expect(ResolveWorkspace([join(root, "src/a.ts")], root, packOf)).toBeUndefined();
		ForgetRoots();
		mkdirSync(join(root, "Documentation"));
		writeFileSync(join(root, "Documentation", "ARCHIVE-STYLE.md"), "");
		const found = ResolveWorkspace([join(root, "src/a.ts")], root, packOf);
		expect(found?.root).toBe(root);
		expect(found?.pack.signature).toEqual(["Documentation/ARCHIVE-STYLE.md"]);
	});

	it("only the first SIGNATURE_CAP entries of a pack's signature are checked (each costs a stat per call)", () => {
		const names = Array.from({ length: SIGNATURE_CAP + 1 }, (_, index) => `marker-${index}`);
		const root = Repo({ ".dsh/pack.yml": `signature: [${names.join(", ")}]\n`, [names.at(-1)!]: "" });
		expect(ResolveWorkspace([], root, packOf)).toBeUndefined();
		writeFileSync(join(root, names[SIGNATURE_CAP - 1]!), "");
		expect(ResolveWorkspace([], root, packOf)?.root).toBe(root);
	});

	it("the user layer (named after the root) can set the signature too, and an empty list means the seeds' default", () => {
		const root = Repo();
		writeFileSync(join(userDir, `${basename(root)}.yml`), "signature: []\n");
		const pack = packOf(root);
		expect(pack.signature).toEqual(["Documentation/ARCHIVE-STYLE.md"]);
		expect(ResolveWorkspace([], root, packOf)).toBeUndefined();
	});
});
