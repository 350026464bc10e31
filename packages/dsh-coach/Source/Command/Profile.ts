import { spawnSync } from "node:child_process";
import type { SpawnSyncReturns } from "node:child_process";
import { createHash } from "node:crypto";
import {
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	realpathSync,
	renameSync,
	rmSync,
	writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, relative } from "node:path";

import { DshHome } from "@playform/lib-dsh-core";

import { PatchFileOf, ReadPatchRows } from "../Function/PatchRows";
import type { PatchEntry } from "../Function/PatchRows";
import { ProfileRows, RowsById, WithOverrides } from "../Function/ProfileRows";
import { CORE_PACKAGE, PLUGIN_PACKAGES, SUGGESTERS } from "../Variable/Plugins";

const Usage = `Usage: dsh-coach profile add [--profile NAME] [--suggesters] [--dsh COMMAND]

Installs @playform/lib-dsh-core and the three plugins into the dsh profile $DSH_HOME/profiles/NAME
(default: headless), the way dsh installs plugins, and checks the result:
  1. packs each package (pnpm pack) into the profile's tarballs/ folder;
  2. points the profile's pnpm overrides at the core's tarball (the core is not on the registry);
  3. runs dsh plugin --profile NAME add <the tarballs>: each package becomes a bundle that inserts its own row
     (the core's bundle is then moved before the plugins');
  4. writes one id-targeted row per plugin into the profile's cordis.patch.yml (its full config, to edit while
     dsh runs; nothing inserted twice); --suggesters switches the two suggesters on;
  5. for a headless profile on dsh 0.1.0-rc.8, re-enables the bundle's hmr row with no module root (without it
     the run stops before its first model request);
  6. verifies the composed tree with dsh --profile NAME --dump-config: every row once, the suggesters as asked.

Needs dsh 0.1.0-rc.8 (on PATH, or --dsh COMMAND) with Node ^22.19 or >= 24 on PATH, and pnpm.
@playform/dsh-coach itself never goes into a profile: it is a command with the whole harness as dependencies.
`;

/** The packages a profile gets, core first: the order of their bundle layers, so the core's row mounts first. */
const PROFILE_PACKAGES = [CORE_PACKAGE, ...PLUGIN_PACKAGES] as const;
/** The rc.8 headless bundle: the one that switches the `hmr` row off. */
const HEADLESS_BUNDLE = "@deepseek-ai/dsh-headless";
/** dsh 0.1.0-rc.8 watches the patch layer with `registerConfig`, which @deepseek-ai/cordis-plugin-hmr 1.0.19 lacks. */
const HMR_PACKAGE = "@deepseek-ai/cordis-plugin-hmr";
const HMR_VERSION = "1.0.17";

interface Options {
	profile: string;
	suggesters: boolean;
	dsh: string;
}

class ProfileError extends Error {}

export async function Run(argv: readonly string[]): Promise<number> {
	const [action, ...rest] = argv;
	if (action === undefined || action === "-h" || action === "--help") {
		process.stdout.write(Usage);
		return action === undefined ? 2 : 0;
	}
	if (action !== "add") {
		process.stderr.write(`dsh-coach profile: unknown action "${action}"\n\n${Usage}`);
		return 2;
	}
	const options: Options = { profile: "headless", suggesters: false, dsh: "dsh" };
	for (let index = 0; index < rest.length; index++) {
		const argument = rest[index];
		if (argument === "-h" || argument === "--help") {
			process.stdout.write(Usage);
			return 0;
		}
		if (argument === "--suggesters") options.suggesters = true;
		else if (argument === "--profile" || argument === "--dsh")
			options[argument === "--profile" ? "profile" : "dsh"] = rest[++index] ?? "";
		else if (argument.startsWith("--profile=")) options.profile = argument.slice("--profile=".length);
		else if (argument.startsWith("--dsh=")) options.dsh = argument.slice("--dsh=".length);
		else {
			process.stderr.write(`dsh-coach profile add: unknown option "${argument}"\n\n${Usage}`);
			return 2;
		}
	}
	try {
		Add(options);
		return 0;
	} catch (error) {
		if (!(error instanceof ProfileError)) throw error;
		process.stderr.write(`dsh-coach profile add: ${error.message}\n`);
		return 1;
	}
}

const Say = (line: string) => process.stdout.write(`${line}\n`);

function Exec(command: string, args: readonly string[], cwd?: string, inherit = false): SpawnSyncReturns<string> {
	const run = spawnSync(command, args, {
		cwd,
		encoding: "utf8",
		stdio: inherit ? ["ignore", "inherit", "inherit"] : "pipe",
		maxBuffer: 64 * 1024 * 1024,
		shell: process.platform === "win32",
	});
	if (run.error !== undefined) {
		const code = (run.error as NodeJS.ErrnoException).code;
		throw new ProfileError(code === "ENOENT" ? `${command} not found on PATH` : `${command}: ${run.error.message}`);
	}
	return run;
}

function Fail(what: string, run: SpawnSyncReturns<string>): never {
	const output = `${run.stdout ?? ""}${run.stderr ?? ""}`.trim().split("\n").slice(-12).join("\n");
	throw new ProfileError(`${what} failed (exit ${run.status})${output === "" ? "" : `:\n${output}`}`);
}

/** dsh's own profile-name rule (`resolveProfileDir`). */
function ProfileDir(name: string): string {
	if (name === "" || /[/\\]/.test(name) || name === "." || name === ".." || name === "node_modules")
		throw new ProfileError(`invalid profile name ${JSON.stringify(name)}`);
	return join(DshHome(), "profiles", name);
}

/** The Node on PATH runs dsh (its bin is `#!/usr/bin/env node`); rc.8 needs ^22.19 or >= 24. */
function CheckNode(): string {
	const run = Exec("node", ["-p", "process.versions.node"]);
	const version = run.stdout.trim();
	const [major, minor] = version.split(".").map(Number);
	if (!(major >= 24 || (major === 22 && minor >= 19))) {
		throw new ProfileError(
			`dsh needs Node ^22.19 or >= 24, and the node on PATH is ${version || "unknown"} (on Node 20 dsh stops loading node:zlib's zstd); put a Node 22 first on PATH`,
		);
	}
	return version;
}

/** The directory of an installed package, as this command resolves it (the checkout's packages, or an install's). */
function PackageDir(name: string): string {
	return dirname(realpathSync(createRequire(import.meta.url).resolve(`${name}/package.json`)));
}

/** `pnpm pack` of one package into `folder`, named with its content hash so a changed build is a new dependency. */
function Pack(name: string, folder: string): string {
	const dir = PackageDir(name);
	if (!existsSync(join(dir, "Target", "Library.js")))
		throw new ProfileError(`${name} is not built (${join(dir, "Target")} is missing): run pnpm build first`);
	const scratch = join(folder, ".pack");
	rmSync(scratch, { recursive: true, force: true });
	mkdirSync(scratch, { recursive: true });
	const run = Exec("pnpm", ["pack", "--pack-destination", scratch], dir);
	if (run.status !== 0) Fail(`pnpm pack in ${dir}`, run);
	const [file] = readdirSync(scratch).filter((entry) => entry.endsWith(".tgz"));
	if (file === undefined) throw new ProfileError(`pnpm pack in ${dir} wrote no tarball`);
	const hash = createHash("sha256")
		.update(readFileSync(join(scratch, file)))
		.digest("hex")
		.slice(0, 12);
	const target = join(folder, file.replace(/\.tgz$/, `-${hash}.tgz`));
	renameSync(join(scratch, file), target);
	rmSync(scratch, { recursive: true, force: true });
	return target;
}

interface Manifest {
	dependencies?: Record<string, string>;
	dsh?: { profile?: { bundles?: string[] } };
	[key: string]: unknown;
}

const ReadManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;

/** The core's bundle before the first of ours: `dsh plugin add` appends bundles alphabetically, the core last. */
function CoreFirst(dir: string): void {
	const manifest = ReadManifest(dir);
	const bundles = manifest.dsh?.profile?.bundles;
	if (bundles === undefined || !bundles.includes(CORE_PACKAGE)) return;
	const rest = bundles.filter((bundle) => bundle !== CORE_PACKAGE);
	const first = rest.findIndex((bundle) => (PLUGIN_PACKAGES as readonly string[]).includes(bundle));
	rest.splice(first === -1 ? rest.length : first, 0, CORE_PACKAGE);
	if (rest.every((bundle, index) => bundle === bundles[index])) return;
	manifest.dsh = { ...manifest.dsh, profile: { ...manifest.dsh?.profile, bundles: rest } };
	writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, undefined, 2)}\n`);
}

/** Every row the installed bundles insert (the core's, the plugins', the optional workspace graph's). */
function BundleRows(dir: string): PatchEntry[] {
	return PROFILE_PACKAGES.flatMap((name) => {
		const manifest = join(dir, "node_modules", name, "package.json");
		const file = existsSync(manifest) ? PatchFileOf(manifest) : undefined;
		if (file === undefined) throw new ProfileError(`${name} is not installed in ${dir} (no ${manifest})`);
		return ReadPatchRows(file);
	});
}

function Add(options: Options): void {
	const node = CheckNode();
	const version = Exec(options.dsh, ["--version"]);
	if (version.status !== 0) Fail(`${options.dsh} --version`, version);
	const dir = ProfileDir(options.profile);
	Say(`dsh-coach profile add: dsh ${version.stdout.trim()} on Node ${node}, profile ${options.profile} at ${dir}`);

	if (!existsSync(join(dir, "package.json"))) {
		// dsh initializes a profile on first use, from its template (headless, web) or with dsh-base alone
		const init = Exec(options.dsh, ["plugin", "--profile", options.profile, "install"]);
		if (init.status !== 0) Fail(`${options.dsh} plugin --profile ${options.profile} install`, init);
	}
	const before = ReadManifest(dir);
	if (before.dependencies?.["@playform/dsh-coach"] !== undefined) {
		throw new ProfileError(
			`the profile depends on @playform/dsh-coach: remove it first (${options.dsh} plugin --profile ${options.profile} remove @playform/dsh-coach); it is a command, not a plugin, and brings a second copy of the harness`,
		);
	}

	const folder = join(dir, "tarballs");
	mkdirSync(folder, { recursive: true });
	const tarballs = PROFILE_PACKAGES.map((name) => Pack(name, folder));
	Say(`  packed ${tarballs.map((file) => basename(file)).join(", ")} into ${folder}`);

	// the plugins depend on the core by version; the registry does not have it, the tarball does
	const workspace = join(dir, "pnpm-workspace.yaml");
	const core = `file:./${relative(dir, tarballs[0]).split("\\").join("/")}`;
	writeFileSync(
		workspace,
		WithOverrides(existsSync(workspace) ? readFileSync(workspace, "utf8") : "", { [CORE_PACKAGE]: core }),
	);
	Say(`  ${workspace}: overrides ${CORE_PACKAGE} -> ${core}`);

	const add = Exec(options.dsh, ["plugin", "--profile", options.profile, "add", ...tarballs], undefined);
	if (add.status !== 0) Fail(`${options.dsh} plugin --profile ${options.profile} add`, add);
	CoreFirst(dir);
	const bundles = ReadManifest(dir).dsh?.profile?.bundles ?? [];
	Say(`  dsh plugin add: bundles ${bundles.join(", ")}`);
	for (const stale of readdirSync(folder))
		if (stale.endsWith(".tgz") && !tarballs.includes(join(folder, stale)))
			rmSync(join(folder, stale), { force: true });

	const headless = bundles.includes(HEADLESS_BUNDLE);
	const shipped = BundleRows(dir);
	const plugins = shipped.filter((row) => (PLUGIN_PACKAGES as readonly string[]).includes(row.name));
	const enable = options.suggesters
		? plugins.filter((row) => (SUGGESTERS as readonly string[]).includes(row.name)).map((row) => row.id)
		: [];
	const patchFile = join(dir, "cordis.patch.yml");
	const patch = ProfileRows(existsSync(patchFile) ? readFileSync(patchFile, "utf8") : "", {
		rows: plugins,
		bundled: shipped.map((row) => row.id),
		enable,
		hmrWorkaround: headless,
	});
	writeFileSync(patchFile, patch);
	Say(
		`  ${patchFile}: a row for ${plugins.map((row) => row.id).join(", ")}${enable.length > 0 ? ` (switched on: ${enable.join(", ")})` : ""}${headless ? "; the rc.8 hmr row" : ""}`,
	);

	Verify(
		options,
		shipped,
		RowsById(
			patch,
			plugins.map((row) => row.id),
		),
		headless,
	);
	// after the dump: dsh links its installation's packages into the profiles' module fallback when it composes a tree
	CheckHmr(dir);
	Say(
		`Edit ${patchFile} while dsh runs: a volatile field lands on the next call, another field remounts the plugin.`,
	);
	Say(`Run: dsh --profile ${options.profile} "your task"`);
}

/** The HMR package dsh's installation resolved (through the profiles' module fallback, which dsh keeps). */
function CheckHmr(dir: string): void {
	const manifest = join(dirname(dir), "node_modules", HMR_PACKAGE, "package.json");
	if (!existsSync(manifest)) return;
	const version = (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version;
	if (version !== HMR_VERSION) {
		throw new ProfileError(
			`dsh's installation has ${HMR_PACKAGE} ${version}, and dsh 0.1.0-rc.8 needs ${HMR_VERSION} (later versions lack registerConfig): reinstall dsh with the override "${HMR_PACKAGE}": "${HMR_VERSION}" (see the README)`,
		);
	}
}

/** The composed tree has every bundle row once, mounting its package, and our rows' configs exactly as written. */
function Verify(
	options: Options,
	shipped: readonly PatchEntry[],
	written: Map<string, Record<string, unknown>[]>,
	headless: boolean,
): void {
	const dump = Exec(options.dsh, ["--profile", options.profile, "--dump-config"]);
	if (dump.status !== 0) Fail(`${options.dsh} --profile ${options.profile} --dump-config`, dump);
	const found = RowsById(dump.stdout, [...shipped.map((row) => row.id), "hmr"]);
	const problems: string[] = [];
	for (const row of shipped) {
		const rows = found.get(row.id) ?? [];
		if (rows.length !== 1) problems.push(`${row.id} is in the tree ${rows.length} times`);
		else if (rows[0].name !== row.name) problems.push(`${row.id} mounts ${String(rows[0].name)}, not ${row.name}`);
		else if (rows[0].disabled === true) problems.push(`${row.id} is disabled`);
		else {
			const mine = written.get(row.id)?.[0]?.config;
			if (mine !== undefined && JSON.stringify(rows[0].config) !== JSON.stringify(mine))
				problems.push(`${row.id} composes to a config other than its row in cordis.patch.yml`);
		}
	}
	const hmr = found.get("hmr") ?? [];
	if (headless && hmr.some((row) => row.disabled === true)) problems.push("the hmr row is still disabled");
	if (problems.length > 0) throw new ProfileError(`dsh --dump-config disagrees: ${problems.join("; ")}`);
	Say(
		`  verified with dsh --profile ${options.profile} --dump-config: ${shipped.map((row) => row.id).join(", ")} once each${headless ? ", hmr on" : ""}`,
	);
}
