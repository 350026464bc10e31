// A probe plugin for the test bed: it reports what it sees as `probe/observed` events on the
// root bus (tests subscribe there, since a plugin loaded by the Loader is a separate module instance).
import { createUserMessage } from "@deepseek-ai/dsh-llm";
import Schema from "@deepseek-ai/schemastery";

const Config = Schema.object({
	// Ordinary field: changing it must remount the plugin.
	label: Schema.string().default("probe"),
	// Volatile field: a bash command containing this text is denied; changes arrive without a remount.
	deny: Schema.string().default("").volatile(),
	// When set, every tool result gets this text as a notice for the model's next step.
	notice: Schema.string().default(""),
	// When set, the system prompt gets a "probe" section with this text.
	section: Schema.string().default(""),
});

function apply(ctx, config) {
	const Observe = (event, detail = {}) => ctx.emit("probe/observed", { event, label: config.label, ...detail });

	Observe("apply");

	ctx.on("tools/pre-execute", async (exec, next) => {
		Observe("pre-execute", { name: exec.name, arguments: exec.arguments, hasAgent: exec.agent !== undefined });
		const deny = config.deny.get();
		const command = exec.name === "bash" ? String(exec.arguments?.command ?? "") : "";
		if (deny && command.includes(deny)) {
			return { kind: "deny", reason: `probe denies commands containing "${deny}"` };
		}
		return next();
	});

	ctx.on("tools/post-execute", async (exec, result, next) => {
		Observe("post-execute", { name: exec.name, isError: result.isError, content: result.content });
		const decision = await next();
		if (!config.notice) return decision;
		const notice = createUserMessage({
			content: [{ type: "text", text: config.notice }],
			source: { kind: "plugin", plugin: "probe", form: "notice", summary: config.notice.slice(0, 120) },
		});
		return { ...decision, additionalContexts: [...(decision.additionalContexts ?? []), notice] };
	});

	ctx.on("system-prompt/assemble", async (assembly, context, next) => {
		Observe("assemble", {
			sections: assembly.sections.map((section) => section.name),
			scoped: context?.scope !== undefined,
		});
		const assembled = await next();
		if (!config.section) return assembled;
		return { ...assembled, sections: [...assembled.sections, { name: "probe", text: config.section }] };
	});

	ctx.on("agent/pre-step", async (payload, next) => {
		Observe("pre-step", {
			turn: payload.turn,
			step: payload.step,
			messages: payload.messages.map((message) =>
				[message.source.kind, message.source.form].filter(Boolean).join(":"),
			),
		});
		return next();
	});

	ctx.on("tools/change", () => Observe("tools-change"));

	ctx.on("loader/volatile-update", (paths) => Observe("volatile-update", { paths, deny: config.deny.get() }));
}

export default { name: "probe", inject: ["tools"], Config, apply };
