/**
 * The unbash adapter: the only file that imports unbash, so the parser can be swapped.
 * Shell text -> a small AST of our own (pipelines of simple commands with words, redirects,
 * heredocs and nested substitutions). Never throws: unbash recovers a partial tree from malformed
 * input, and if it ever throws we fall back to a crude linear split.
 */
import { forEachChild, parse } from "unbash";
import type {
	AndOr,
	Command,
	CommandNode,
	CompoundList,
	ParsedScript,
	PipelineNode,
	Redirection,
	Statement,
	SyntaxNode,
	TestExpression,
	Word,
	WordPart,
} from "unbash";

export type ShellPart =
	| { readonly kind: "text"; readonly value: string; readonly quoted: boolean }
	| { readonly kind: "glob"; readonly value: string }
	| { readonly kind: "brace"; readonly value: string }
	| {
			readonly kind: "variable";
			readonly name: string;
			readonly quoted: boolean;
			readonly scripts: readonly ShellScript[];
			readonly fallback?: string;
	  }
	| {
			readonly kind: "substitution";
			readonly script: ShellScript;
			readonly quoted: boolean;
			readonly process: boolean;
	  }
	| { readonly kind: "arithmetic"; readonly scripts: readonly ShellScript[] };

export interface ShellWord {
	readonly parts: readonly ShellPart[];
}

export interface ShellAssignment {
	readonly name: string;
	readonly values: readonly ShellWord[];
}

export interface ShellRedirect {
	readonly operator: string;
	readonly fd: number | undefined;
	readonly target: ShellWord | undefined;
}

/** A stdin payload: a heredoc body (kept raw, never matched) or a here-string word. */
export interface ShellInput {
	readonly kind: "heredoc" | "herestring";
	readonly body: string;
	readonly word: ShellWord | undefined;
	/** A heredoc used as stdin of `fd` other than 0 is not a program payload. */
	readonly fd: number | undefined;
}

export interface ShellCommand {
	readonly kind: "command";
	readonly words: readonly ShellWord[];
	readonly assignments: readonly ShellAssignment[];
	readonly redirects: readonly ShellRedirect[];
	readonly inputs: readonly ShellInput[];
	readonly source: string;
}

/** A compound command (loop, if, subshell, brace group, function...) flattened to its inner pipelines. */
export interface ShellGroup {
	readonly kind: "group";
	readonly body: ShellScript;
	/** Words evaluated by the compound itself (for-lists, case words, test operands). */
	readonly words: readonly ShellWord[];
	readonly redirects: readonly ShellRedirect[];
	readonly inputs: readonly ShellInput[];
	readonly source: string;
}

export type ShellElement = ShellCommand | ShellGroup;

export interface ShellPipeline {
	readonly elements: readonly ShellElement[];
	readonly background: boolean;
	readonly source: string;
}

export interface ShellScript {
	readonly pipelines: readonly ShellPipeline[];
	readonly malformed: boolean;
}

/** Substitutions nested deeper than this are not adapted (unbash itself caps nesting at 256). */
const MAX_DEPTH = 48;

/**
 * unbash parses substitutions lazily, re-scanning each nested span on access; unterminated deep
 * nesting (`$(a $(b $(c …`) would cost depth × length. Nested spans are charged against a budget
 * proportional to the input, so the adapter stays linear; past it a substitution is left opaque.
 */
interface Budget {
	remaining: number;
}

function charge(budget: Budget, node: { readonly pos: number; readonly end: number }): boolean {
	const span = node.end - node.pos;
	if (span > budget.remaining) return false;
	budget.remaining -= span;
	return true;
}

const EMPTY_SCRIPT: ShellScript = { pipelines: [], malformed: false };

export function ParseShell(text: string): ShellScript {
	const pipelines: ShellPipeline[] = [];
	const malformed = ParseShellEach(text, (pipeline) => pipelines.push(pipeline));
	return { pipelines, malformed };
}

/**
 * Streams the top-level pipelines to `sink` one statement at a time, so a caller can judge and drop
 * them as it goes (a 1 MiB script then keeps only its verdicts alive). Returns whether the input was
 * malformed. If the parser throws before anything was emitted, the linear fallback is streamed.
 */
export function ParseShellEach(text: string, sink: (pipeline: ShellPipeline) => void): boolean {
	let emitted = 0;
	const count = (pipeline: ShellPipeline): void => {
		emitted++;
		sink(pipeline);
	};
	try {
		const script = parse(text);
		const budget: Budget = { remaining: text.length + 65536 };
		const src = script.source ?? text;
		for (const statement of script.commands) {
			const out: ShellPipeline[] = [];
			adaptStatement(statement, src, 0, budget, out);
			for (const pipeline of out) count(pipeline);
		}
		return (script.errors?.length ?? 0) > 0;
	} catch {
		if (emitted === 0) for (const pipeline of FallbackScript(text).pipelines) sink(pipeline);
		return true;
	}
}

function adaptScript(script: ParsedScript | undefined, source: string, depth: number, budget: Budget): ShellScript {
	if (!script || depth > MAX_DEPTH) return EMPTY_SCRIPT;
	const src = script.source ?? source;
	const pipelines: ShellPipeline[] = [];
	for (const statement of script.commands) adaptStatement(statement, src, depth, budget, pipelines);
	return { pipelines, malformed: (script.errors?.length ?? 0) > 0 };
}

function adaptStatement(statement: Statement, src: string, depth: number, budget: Budget, out: ShellPipeline[]): void {
	adaptList(statement.command, src, depth, budget, statement.background === true, out);
}

function adaptList(
	node: PipelineNode | AndOr,
	src: string,
	depth: number,
	budget: Budget,
	background: boolean,
	out: ShellPipeline[],
): void {
	if (node.type === "AndOr") {
		for (const inner of node.commands) adaptList(inner, src, depth, budget, background, out);
		return;
	}
	const commands: readonly CommandNode[] = node.type === "Pipeline" ? node.commands : [node];
	const elements: ShellElement[] = [];
	for (const command of commands) elements.push(adaptElement(command, src, depth, budget));
	out.push({ elements, background, source: src.slice(node.pos, node.end) });
}

function adaptElement(node: CommandNode, src: string, depth: number, budget: Budget): ShellElement {
	const source = src.slice(node.pos, node.end);
	switch (node.type) {
		case "Command":
			return adaptCommand(node, src, depth, budget, source);
		case "Redirected": {
			const inner = adaptElement(node.command, src, depth, budget);
			const { redirects, inputs } = adaptRedirections(node.redirects, src, depth, budget);
			return inner.kind === "group"
				? {
						...inner,
						redirects: [...inner.redirects, ...redirects],
						inputs: [...inner.inputs, ...inputs],
						source,
					}
				: {
						...inner,
						redirects: [...inner.redirects, ...redirects],
						inputs: [...inner.inputs, ...inputs],
						source,
					};
		}
		case "TestCommand":
			return syntheticCommand("[[", testWords(node.expression, src, depth, budget), source);
		case "ArithmeticCommand":
			return syntheticCommand(
				"((",
				[{ parts: [{ kind: "arithmetic", scripts: collectScripts(node, src, depth, budget) }] }],
				source,
			);
		default:
			return adaptGroup(node, src, depth, budget, source);
	}
}

function syntheticCommand(head: string, words: readonly ShellWord[], source: string): ShellCommand {
	return {
		kind: "command",
		words: [{ parts: [{ kind: "text", value: head, quoted: false }] }, ...words],
		assignments: [],
		redirects: [],
		inputs: [],
		source,
	};
}

function adaptCommand(node: Command, src: string, depth: number, budget: Budget, source: string): ShellCommand {
	const words: ShellWord[] = [];
	const assignments: ShellAssignment[] = [];
	const redirections: Redirection[] = [];
	for (const item of node.prefix) {
		if (item.type === "Assignment") assignments.push(adaptAssignment(item, src, depth, budget));
		else redirections.push(item);
	}
	if (node.name) words.push(adaptWord(node.name, src, depth, budget));
	for (const item of node.suffix) {
		if (item.type === "Word") words.push(adaptWord(item, src, depth, budget));
		else if (item.type === "Assignment") words.push(assignmentAsWord(item, src, depth, budget));
		else redirections.push(item);
	}
	const { redirects, inputs } = adaptRedirections(redirections, src, depth, budget);
	return { kind: "command", words, assignments, redirects, inputs, source };
}

type AssignmentNode = Extract<Command["prefix"][number], { type: "Assignment" }>;

function adaptAssignment(node: AssignmentNode, src: string, depth: number, budget: Budget): ShellAssignment {
	const value = node.value;
	const values =
		value.type === "ArrayValue"
			? value.elements.map((w) => adaptWord(w, src, depth, budget))
			: [adaptWord(value, src, depth, budget)];
	return { name: node.name, values };
}

/** `export X=$(cat f)`: an assignment argument is a word whose value may run substitutions. */
function assignmentAsWord(node: AssignmentNode, src: string, depth: number, budget: Budget): ShellWord {
	const parts: ShellPart[] = [{ kind: "text", value: `${node.name}=`, quoted: false }];
	const { values } = adaptAssignment(node, src, depth, budget);
	for (const word of values) parts.push(...word.parts);
	return { parts };
}

function adaptRedirections(
	items: readonly Redirection[],
	src: string,
	depth: number,
	budget: Budget,
): { redirects: ShellRedirect[]; inputs: ShellInput[] } {
	const redirects: ShellRedirect[] = [];
	const inputs: ShellInput[] = [];
	for (const item of items) {
		const fd = item.descriptor?.type === "FileDescriptor" ? item.descriptor.value : undefined;
		if (item.type === "HereDoc") inputs.push({ kind: "heredoc", body: item.body.text, word: undefined, fd });
		else if (item.type === "HereString")
			inputs.push({
				kind: "herestring",
				body: "",
				word: item.target ? adaptWord(item.target, src, depth, budget) : undefined,
				fd,
			});
		else
			redirects.push({
				operator: item.operator,
				fd,
				target: item.target ? adaptWord(item.target, src, depth, budget) : undefined,
			});
	}
	return { redirects, inputs };
}

function adaptGroup(
	node: Exclude<CommandNode, Command | { type: "Redirected" | "TestCommand" | "ArithmeticCommand" }>,
	src: string,
	depth: number,
	budget: Budget,
	source: string,
): ShellGroup {
	const lists: CompoundList[] = [];
	const words: ShellWord[] = [];
	switch (node.type) {
		case "If":
			lists.push(node.clause, node.then);
			for (const elif of node.elif) lists.push(elif.clause, elif.then);
			if (node.else) lists.push(node.else);
			break;
		case "For":
		case "Select":
			for (const word of node.wordlist ?? []) words.push(adaptWord(word, src, depth, budget));
			lists.push(node.body);
			break;
		case "While":
			lists.push(node.clause, node.body);
			break;
		case "Case":
			words.push(adaptWord(node.word, src, depth, budget));
			for (const item of node.items) lists.push(item.body);
			break;
		case "Subshell":
		case "BraceGroup":
		case "ArithmeticFor":
			lists.push(node.body);
			break;
		case "Function":
		case "Coproc": {
			const body = node.body;
			if (body.type === "CompoundList") lists.push(body);
			else {
				const element = adaptElement(body, src, depth, budget);
				return {
					kind: "group",
					body: { pipelines: [{ elements: [element], background: false, source }], malformed: false },
					words,
					redirects: [],
					inputs: [],
					source,
				};
			}
			break;
		}
	}
	const pipelines: ShellPipeline[] = [];
	for (const list of lists)
		for (const statement of list.commands) adaptStatement(statement, src, depth, budget, pipelines);
	return { kind: "group", body: { pipelines, malformed: false }, words, redirects: [], inputs: [], source };
}

function testWords(expression: TestExpression, src: string, depth: number, budget: Budget): ShellWord[] {
	switch (expression.type) {
		case "TestUnary":
			return [adaptWord(expression.operand, src, depth, budget)];
		case "TestBinary":
			return [adaptWord(expression.left, src, depth, budget), adaptWord(expression.right, src, depth, budget)];
		case "TestLogical":
			return expression.operands.flatMap((operand) => testWords(operand, src, depth, budget));
		case "TestNot":
			return testWords(expression.operand, src, depth, budget);
		case "TestGroup":
			return testWords(expression.expression, src, depth, budget);
	}
}

function adaptWord(word: Word, src: string, depth: number, budget: Budget): ShellWord {
	const parts = word.parts;
	if (!parts || parts.length === 0) return { parts: [{ kind: "text", value: word.value, quoted: false }] };
	const out: ShellPart[] = [];
	for (const part of parts) adaptPart(part, false, src, depth, budget, out);
	return { parts: out };
}

function adaptPart(
	part: WordPart,
	quoted: boolean,
	src: string,
	depth: number,
	budget: Budget,
	out: ShellPart[],
): void {
	switch (part.type) {
		case "Literal":
			out.push({ kind: "text", value: part.value, quoted });
			return;
		case "SingleQuoted":
		case "AnsiCQuoted":
			out.push({ kind: "text", value: part.value, quoted: true });
			return;
		case "DoubleQuoted":
		case "LocaleString":
			for (const child of part.parts) adaptPart(child, true, src, depth, budget, out);
			return;
		case "SimpleExpansion":
			out.push({ kind: "variable", name: part.text.slice(1), quoted, scripts: [] });
			return;
		case "ParameterExpansion":
			out.push({
				kind: "variable",
				name: part.parameter,
				quoted,
				scripts: part.operation && charge(budget, part) ? collectScripts(part, src, depth, budget) : [],
				fallback: literalDefault(part),
			});
			return;
		case "CommandExpansion":
			out.push({
				kind: "substitution",
				script: charge(budget, part) ? adaptScript(part.script, src, depth + 1, budget) : EMPTY_SCRIPT,
				quoted,
				process: false,
			});
			return;
		case "ProcessSubstitution":
			out.push({
				kind: "substitution",
				script: charge(budget, part) ? adaptScript(part.script, src, depth + 1, budget) : EMPTY_SCRIPT,
				quoted,
				process: true,
			});
			return;
		case "ArithmeticExpansion":
			out.push({
				kind: "arithmetic",
				scripts: charge(budget, part) ? collectScripts(part, src, depth, budget) : [],
			});
			return;
		case "BraceExpansion":
			out.push({ kind: "brace", value: part.text });
			return;
		default:
			out.push({ kind: "glob", value: part.text });
	}
}

/** `${X:-sed}`: the literal default an unset variable expands to. */
function literalDefault(part: Extract<WordPart, { type: "ParameterExpansion" }>): string | undefined {
	const operation = part.operation;
	if (operation?.type !== "Default" || !/^:?[-=]$/.test(operation.operator)) return undefined;
	const operand = operation.operand;
	return operand.parts === undefined || operand.parts.every((p) => p.type === "Literal" || p.type === "SingleQuoted")
		? operand.value
		: undefined;
}

/** Every command substitution nested anywhere under `node` (arithmetic, `${x:-$(...)}`, test operands). */
function collectScripts(node: SyntaxNode, src: string, depth: number, budget: Budget): ShellScript[] {
	const found: ShellScript[] = [];
	const visit = (child: SyntaxNode): void => {
		if (
			child.type === "CommandExpansion" ||
			child.type === "ProcessSubstitution" ||
			child.type === "ArithmeticCommandExpansion"
		) {
			if (charge(budget, child)) found.push(adaptScript(child.script, src, depth + 1, budget));
			return;
		}
		forEachChild(child, visit);
	};
	forEachChild(node, visit);
	return found;
}

/** Last resort when the parser throws: split on operators and whitespace, drop quote characters. */
export function FallbackScript(text: string): ShellScript {
	const pipelines: ShellPipeline[] = [];
	for (const list of text.split(/\n|;|&&|\|\||&/)) {
		const elements: ShellCommand[] = [];
		for (const piece of list.split("|")) {
			const words = piece
				.replace(/["'\\]/g, "")
				.split(/\s+/)
				.filter((word) => word.length > 0)
				.map((value): ShellWord => ({ parts: [{ kind: "text", value, quoted: false }] }));
			if (words.length > 0)
				elements.push({
					kind: "command",
					words,
					assignments: [],
					redirects: [],
					inputs: [],
					source: piece.trim(),
				});
		}
		if (elements.length > 0) pipelines.push({ elements, background: false, source: list.trim() });
	}
	return { pipelines, malformed: true };
}
