// @playform/testkit: what the tests, the smokes and the benches share and the published bundles must not carry.
export { FakeContext } from "./Function/FakeContext";
export type {
	FakeCall,
	FakeContext as FakeContextHandle,
	FakeContextOptions,
	FakeSchema,
	FakeTool,
	Listener,
} from "./Interface/FakeContext";
export { Cells, CellOf, Plain } from "./Function/Cells";
export type { Cell } from "./Function/Cells";
export { Reporter } from "./Function/Reporter";
export { UserMessage } from "./Function/UserMessage";
export { Scratch, WriteWorkspace, Remove } from "./Function/Workspace";
export { SCHEMAS } from "./Variable/Schemas";
export { COACH_SESSION, COACH_FILES } from "./Variable/CoachSession";
export type { CoachStep } from "./Variable/CoachSession";
