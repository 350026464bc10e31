import type { Domain, DomainFacility } from "@deepseek-ai/dsh-storage-domain";
import {
	Append,
	CopyAside,
	WriteAtomic as CoreWriteAtomic,
	MoveAside,
	Probe,
	ReadBounded,
	RECORD_READ_CAP,
	RedactValue,
	SweepTemps,
} from "@playform/lib-dsh-core";
import type { Entry } from "../Interface/Entry";
import type { ReplayState, StoreTier } from "../Interface/State";
import { DOMAIN_NAME, FILE_VERSION, ReplayDomain, SAVED_AT } from "../Variable/Domain";
import { REASON_CAP } from "../Variable/Limits";
import { ValidateEntry } from "./ValidateEntry";

type OpenedDomain = Domain<Awaited<ReturnType<typeof ReplayDomain>>>;

/** Closes still draining per facility: a remount's open waits for the previous mount's close (one open per name). */
const Closing = new WeakMap<object, Promise<void>>();

/** The recall history's durable side: one promise chain carries the open, the recovery and every write. */
export interface Store {
	/** Settles (never rejects) once the store is open and its entries are in `state.History`. */
	readonly Opened: Promise<void>;
	/** Schedules the durable write of a just-recorded entry and the removal of the entries it pushed out. */
	Persist(entry: Entry, evicted: readonly Entry[]): void;
	/** Schedules the removal of entries a smaller `historyDepth` cut from the mirror. */
	Prune(evicted: readonly Entry[]): void;
	/** Resolves once every write scheduled so far, and any it scheduled in turn, has landed. */
	Flush(): Promise<void>;
	/** Drains the chain and releases the domain. */
	Close(): Promise<void>;
	readonly Tier: () => StoreTier;
}

/** One line of an error for the ledger: its code (when it has one) and message, cut to the cap. */
export const Reason = (error: unknown): string => {
	const code = (error as { code?: unknown })?.code;
	const message = String((error as { message?: unknown })?.message ?? error)
		.replace(/\s+/g, " ")
		.trim();
	const text = typeof code === "string" && !message.startsWith(code) ? `${code}: ${message}` : message;
	return text.length > REASON_CAP ? `${text.slice(0, REASON_CAP - 1)}…` : text;
};

/** The harness's domain facility when storage is mounted (`ctx.storage.domain`, else `ctx.storageDomain`); never injected. */
export const FindFacility = (ctx: unknown): DomainFacility | undefined => {
	const usable = (value: unknown): value is DomainFacility =>
		!!value && typeof (value as { open?: unknown }).open === "function";
	try {
		const domain = Probe<{ domain?: unknown }>(ctx as never, "storage")?.domain;
		if (usable(domain)) return domain;
	} catch {
		// `ctx.storage.domain` throws `form-not-mounted` until a backend is there
	}
	const direct = Probe(ctx as never, "storageDomain");
	return usable(direct) ? direct : undefined;
};

/** Replaces `path` with `text` atomically: the core's one writer (temp, fsync, rename; 0600 in a 0700 folder). */
export const WriteAtomic = async (path: string, text: string): Promise<void> => CoreWriteAtomic(path, text);

/** Newest first, bounded; returns what fell off the end. */
const Adopt = (state: ReplayState, entries: Entry[]): Entry[] => {
	entries.sort((a, b) => b.seq - a.seq);
	const dropped = entries.splice(state.Config.historyDepth);
	state.History = entries;
	for (const entry of entries) {
		state.Seq = Math.max(state.Seq, entry.seq + 1);
		if (entry.turn !== undefined) state.Turn = Math.max(state.Turn, entry.turn + 1);
	}
	return dropped;
};

const Recovered = (state: ReplayState, count: number, tier: StoreTier): void => {
	if (count === 0) Append(state, "store empty (starting fresh)");
	else Append(state, `store recovered ${count} entries (${tier})`);
};

/**
 * Opens the store on its chain: the storage domain `replay_history` when the harness has one, else (or when it
 * fails to open) the JSON file at `recordPath`. Corrupt records are backed up and skipped; a corrupt file is
 * copied aside and the store starts fresh.
 */
export const OpenStore = (ctx: unknown, state: ReplayState, recordPath: string): Store => {
	let chain: Promise<void> = Promise.resolve();
	let tier: StoreTier = "file";
	let domain: OpenedDomain | undefined;
	let owner: DomainFacility | undefined;
	let fileQueued = false;
	let unstamped = 0;
	let lastFailure: string | undefined;

	const Fail = (error: unknown) => {
		const reason = Reason(error);
		// one line per distinct failure, so a read-only home does not write a line per call
		if (reason === lastFailure) return;
		lastFailure = reason;
		Append(state, `store write failed: ${reason}`);
	};
	const Schedule = (job: () => Promise<void>): void => {
		chain = chain.then(job).then(() => {
			lastFailure = undefined;
		}, Fail);
	};

	const OpenDomain = async (facility: DomainFacility): Promise<void> => {
		await Closing.get(facility);
		const opened = (await facility.open(await ReplayDomain())) as OpenedDomain;
		domain = opened;
		owner = facility;
		tier = DOMAIN_NAME;
		const history = opened.table("history");
		const backup = opened.table("backup");
		const valid: Entry[] = [];
		for (const [key, raw] of history.entries()) {
			const entry = ValidateEntry(raw);
			if (entry && String(entry.seq) === key) {
				valid.push(entry);
				continue;
			}
			// kept for a look, never raw: an old or foreign entry may hold an unredacted command
			await backup.put(`${key}@${Date.now()}`, { table: "history", key, value: RedactValue(raw ?? null) });
			await history.delete(key);
		}
		for (const dropped of Adopt(state, valid)) await history.delete(String(dropped.seq));
		Recovered(state, state.History.length, DOMAIN_NAME);
	};

	const OpenFile = async (): Promise<void> => {
		tier = "file";
		// a writer killed mid-write leaves its temp file beside the store: swept when the store opens
		SweepTemps(recordPath);
		// the core's bounded read: never through a link, never a FIFO or a device, at most RECORD_READ_CAP bytes
		const read = ReadBounded(recordPath, { cap: RECORD_READ_CAP });
		if (read.kind !== "text") {
			if (read.kind === "unreadable") Append(state, `store open failed: ${read.code}`);
			if (read.kind === "refused") {
				MoveAside(recordPath);
				Append(state, `store open failed: ${read.reason}`);
			}
			Recovered(state, 0, "file");
			return;
		}
		const text = read.text;
		// a copy of what was read, 0600 whatever the source's mode: the store goes on from the valid part
		const Aside = () => CopyAside(recordPath, text);
		let document: { version?: unknown; entries?: unknown } | undefined;
		try {
			document = JSON.parse(text);
		} catch {
			document = undefined;
		}
		if (
			document === null ||
			typeof document !== "object" ||
			document.version !== FILE_VERSION ||
			!Array.isArray(document.entries)
		) {
			Aside();
			Append(
				state,
				`store open failed: ${document === undefined ? "not JSON" : `not a version ${FILE_VERSION} replay history`}`,
			);
			Recovered(state, 0, "file");
			return;
		}
		const entries = (document.entries as unknown[]).map(ValidateEntry);
		const valid = entries.filter((entry): entry is Entry => entry !== undefined);
		if (valid.length < entries.length) Aside();
		Adopt(state, valid);
		Recovered(state, state.History.length, "file");
	};

	const WriteFile = () => {
		// the file holds the whole mirror, so one queued write serves every record made before it runs
		if (fileQueued) return;
		fileQueued = true;
		Schedule(async () => {
			fileQueued = false;
			const document = { version: FILE_VERSION, savedAt: Date.now(), entries: state.History };
			await WriteAtomic(recordPath, `${JSON.stringify(document)}\n`);
		});
	};

	/** A domain write on the chain; the last one of a burst stamps `meta.__savedAt`, so a burst costs one stamp. */
	const WriteDomain = (opened: OpenedDomain, work: (history: ReturnType<OpenedDomain["table"]>) => Promise<void>) => {
		unstamped++;
		Schedule(async () => {
			try {
				await work(opened.table("history"));
			} finally {
				unstamped--;
			}
			if (unstamped === 0) await opened.table("meta").put(SAVED_AT, Date.now());
		});
	};

	let settle!: () => void;
	const Opened = new Promise<void>((resolve) => (settle = resolve));
	chain = chain
		.then(async () => {
			const facility = FindFacility(ctx);
			if (facility) {
				try {
					await OpenDomain(facility);
					return;
				} catch (error) {
					domain = undefined;
					Append(state, `store open failed: ${Reason(error)}`);
				}
			}
			await OpenFile();
		})
		.catch((error) => Append(state, `store open failed: ${Reason(error)}`))
		.finally(settle);

	const Flush = async (): Promise<void> => {
		let seen: Promise<void>;
		do {
			seen = chain;
			await seen;
		} while (seen !== chain);
	};

	return {
		Opened,
		Tier: () => tier,
		Persist(entry, evicted) {
			if (domain === undefined) return WriteFile();
			WriteDomain(domain, async (history) => {
				// a copy taken when the write runs, so the intent the classifier set after recording is kept
				await history.put(String(entry.seq), { ...entry });
				for (const old of evicted) await history.delete(String(old.seq));
			});
		},
		Prune(evicted) {
			if (evicted.length === 0) return;
			if (domain === undefined) return WriteFile();
			WriteDomain(domain, async (history) => {
				for (const old of evicted) await history.delete(String(old.seq));
			});
		},
		Flush,
		async Close() {
			const closing = Flush().then(async () => {
				const opened = domain;
				domain = undefined;
				await opened?.close();
			});
			if (owner)
				Closing.set(
					owner,
					closing.catch(() => undefined),
				);
			await closing;
		},
	};
};
