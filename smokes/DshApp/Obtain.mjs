// Node 22 and the pinned dsh from the npm registry, cached between runs in a fixed folder outside the run's HOME
// ($DSH_COACH_E2E_CACHE, else <tmp>/dsh-coach-e2e-cache), one subfolder per version key. A folder appears complete or
// not at all (built aside, then renamed), so concurrent runs share the cache safely. Each step resolves to
// {ok: true, ...} or {ok: false, reason}: the smoke skips, naming the reason, when one cannot be had.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The Node the smoke runs dsh on: dsh 0.1.0-rc.8 asks for ^22.19 or >= 24. */
export const NODE_VERSION = "22.23.5";

export const CacheFolder = () => process.env.DSH_COACH_E2E_CACHE || join(tmpdir(), "dsh-coach-e2e-cache");

const Run = (command, args, options = {}) =>
	spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 10 * 60_000, ...options });
const Tail = (run) =>
	`${run.error?.message ?? ""}${run.stderr ?? ""}${run.stdout ?? ""}`.trim().split("\n").slice(-3).join(" / ");

/** Put the folder `build` fills at `target`, unless a concurrent run got there first. */
function Publish(cache, target, build) {
	if (existsSync(target)) return { ok: true };
	mkdirSync(cache, { recursive: true });
	const scratch = mkdtempSync(join(cache, ".build-"));
	try {
		const built = build(scratch);
		if (!built.ok) return built;
		try {
			renameSync(scratch, target);
		} catch (error) {
			if (!existsSync(target)) return { ok: false, reason: `could not place ${target}: ${error.message}` };
		}
		return { ok: true };
	} finally {
		rmSync(scratch, { recursive: true, force: true });
	}
}

/** The `node` binary of the registry's platform package `node-<platform>-<arch>@NODE_VERSION`, checked to run here. */
export function ObtainNode(cache = CacheFolder()) {
	const platform = { linux: "linux", darwin: "darwin" }[process.platform];
	if (platform === undefined)
		return { ok: false, reason: `no Node ${NODE_VERSION} package for ${process.platform} in this smoke` };
	const name = `node-${platform}-${process.arch}`;
	const target = join(cache, `${name}-${NODE_VERSION}`);
	const published = Publish(cache, target, (scratch) => {
		const pack = Run("npm", ["pack", `${name}@${NODE_VERSION}`, "--pack-destination", scratch, "--silent"], {
			cwd: scratch,
			env: { ...process.env, npm_config_cache: join(cache, "npm-cache") },
		});
		const tarball = readdirSync(scratch).find((file) => file.endsWith(".tgz"));
		if (pack.status !== 0 || tarball === undefined)
			return { ok: false, reason: `npm pack ${name}@${NODE_VERSION} failed (${Tail(pack)})` };
		const untar = Run("tar", ["-xzf", join(scratch, tarball), "-C", scratch]);
		if (untar.status !== 0) return { ok: false, reason: `could not unpack ${tarball} (${Tail(untar)})` };
		rmSync(join(scratch, tarball));
		return { ok: true };
	});
	if (!published.ok) return published;
	const node = join(target, "package", "bin", "node");
	const version = Run(node, ["--version"]);
	if (version.status !== 0 || version.stdout.trim() !== `v${NODE_VERSION}`)
		return { ok: false, reason: `${node} does not run here (${Tail(version)})` };
	return { ok: true, node, bin: join(target, "package", "bin") };
}

/**
 * dsh installed from the repository's tested install folder (`Documentation/DshInstall`: dsh 0.1.0-rc.8 with its HMR
 * plugin pinned, the lockfile frozen) with pnpm on Node 22; keyed by the folder's bytes and the Node version.
 */
export function ObtainDsh(installFolder, nodeBin, cache = CacheFolder()) {
	const files = ["package.json", "pnpm-workspace.yaml", "pnpm-lock.yaml"];
	const hash = createHash("sha256");
	for (const file of files) hash.update(readFileSync(join(installFolder, file)));
	const key = hash.update(NODE_VERSION).digest("hex").slice(0, 16);
	const target = join(cache, `dsh-0.1.0-rc.8-${key}`);
	const env = PnpmEnv(cache, nodeBin);
	const published = Publish(cache, target, (scratch) => {
		for (const file of files) cpSync(join(installFolder, file), join(scratch, file));
		const install = Run("pnpm", ["install", "--frozen-lockfile", "--reporter=silent"], { cwd: scratch, env });
		if (install.error?.code === "ENOENT") return { ok: false, reason: "pnpm is not on PATH" };
		if (install.status !== 0)
			return { ok: false, reason: `pnpm install of dsh 0.1.0-rc.8 failed (${Tail(install)})` };
		return { ok: true };
	});
	if (!published.ok) return published;
	const bin = join(target, "node_modules", ".bin");
	const version = Run(join(bin, "dsh"), ["--version"], { env });
	if (version.status !== 0 || version.stdout.trim() !== "0.1.0-rc.8")
		return { ok: false, reason: `dsh --version failed on Node ${NODE_VERSION} (${Tail(version)})` };
	return { ok: true, bin, folder: target };
}

/** pnpm on Node 22 with its store and metadata cache in the cache folder (never in the run's throwaway HOME). */
export function PnpmEnv(cache, nodeBin, base = process.env) {
	return {
		...base,
		PATH: `${nodeBin}:${base.PATH ?? ""}`,
		npm_config_store_dir: join(cache, "pnpm-store"),
		npm_config_cache_dir: join(cache, "pnpm-cache"),
		npm_config_update_notifier: "false",
	};
}
