import type { Context } from "@deepseek-ai/cordis";
import { Probe, ResolveWorkspace } from "@playform/lib-dsh-core";
import type { Wiring } from "../Interface/Wiring";
import { DismissTool } from "./Dismiss";
import type { DismissArgs, DismissOutcome } from "./Dismiss";
import { RecordDismissal } from "./Persist";
import { Cwd, Relative } from "./Scope";

/** The dismiss tool's body (P4): records the dismissal in the knowledge, saves, and writes the ledger line. */
export const Dismiss = (w: Wiring, args: DismissArgs, exec: { agent?: unknown }): DismissOutcome => {
	const { s, C, Learn, save, log } = w;
	const ring = s.rings.Of(exec?.agent);
	const asked = typeof args?.intent === "string" && args.intent.trim() !== "" ? args.intent.trim() : undefined;
	const intent = asked ?? ring.lastIntent ?? "*";
	const cwd = Cwd(exec?.agent);
	const root = ResolveWorkspace([], cwd, w.packOf)?.root ?? cwd;
	const path =
		typeof args?.path === "string" && args.path.trim() !== ""
			? Relative([args.path.trim()], cwd, root)[0]
			: undefined;
	const nowSeconds = Math.floor(s.now() / 1000);
	const until = nowSeconds + C.dismissTtl;
	Learn((knowledge) => RecordDismissal(knowledge, root, { intent, ...(path ? { path } : {}), until }, nowSeconds));
	save();
	log(path ? `dismissed ${intent} ${path}` : `dismissed ${intent}`);
	return { dismissed: intent, ...(path ? { path } : {}), until: new Date(until * 1000).toISOString() };
};

/**
 * Registers the dismiss tool through the tool runtime, probed at run time (not injected, so a bare mount without
 * `tools` still applies and says so once); a runtime provided after the mount gets the tool then.
 */
export const MountDismiss = (w: Wiring, Tools: () => Context["tools"] | undefined): void => {
	const { ctx, s, log } = w;
	const Register = (): boolean => {
		const tools = Tools();
		if (!tools || typeof tools.register !== "function") return false;
		try {
			tools.register(DismissTool((args, exec) => Dismiss(w, args, exec)));
			s.dismissTool = true;
		} catch {
			// a runtime that refuses the tool leaves the notes without the dismiss hint
		}
		return true;
	};
	if (!Register())
		// a hook host lists the other agent's tools but cannot add one that agent could call
		log(
			Tools()
				? "dismiss tool skipped (tools service cannot register)"
				: "dismiss tool skipped (no tools service)",
		);
	ctx.on("internal/service", (service: string) => {
		if (service !== "tools") return;
		try {
			if (!Tools()) s.dismissTool = false;
			else if (!s.dismissTool && Register() && s.dismissTool)
				log("dismiss tool registered (tools service arrived)");
		} catch {
			// the provider's mount never fails for the suggester
		}
	});
};

/** The tool runtime, probed at run time: it is not injected, so a bare mount (no `tools`) still applies. */
export const ToolsOf = (ctx: Context) => (): Context["tools"] | undefined => Probe<Context["tools"]>(ctx, "tools");
