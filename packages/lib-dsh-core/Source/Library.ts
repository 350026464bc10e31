import { PluginFactory } from "./Function/PluginFactory";

export { PluginFactory } from "./Function/PluginFactory";
export { State, Probe } from "./Function/State";
export { Append, TightenLedger } from "./Function/Append";
export { Fault, FaultReason } from "./Function/Fault";
export { Activate } from "./Function/Activate";
export { FailOpen, FailOpenEvent } from "./Function/FailOpen";
export { AgentStore, ImportCount, ImportNumbers, ImportStrings } from "./Function/AgentStore";
export type { AgentStore as AgentStoreApi, AgentStoreOptions } from "./Interface/AgentStore";
export { TurnBoundary, OpensUserTurn } from "./Function/Turn";
export { Notice, NoticeText, Bound, SUMMARY_CAP, WithNotice } from "./Function/Notice";
export type { NoticeInput } from "./Function/Notice";
export { Read } from "./Function/Read";
export { EscapeRegex } from "./Function/EscapeRegex";
export { Live, Snapshot } from "./Function/Live";
export { DshHome, ExpandHome } from "./Function/Home";
export { SweepTemps } from "./Function/File/SweepTemps";
export { ReadBounded, ReadBoundedBytes } from "./Function/File/ReadBounded";
export { WriteAtomic, TempName } from "./Function/File/WriteAtomic";
export { AppendLine } from "./Function/File/AppendLine";
export { MakeFolders } from "./Function/File/MakeFolders";
export type { FolderOptions } from "./Function/File/MakeFolders";
export { MoveAside, CopyAside, AsideName } from "./Function/File/SetAside";
export { WithLock, WithLockSync, LockUnavailable } from "./Function/File/Lock";
export { StoreHome } from "./Function/File/StoreHome";
export { RealInside } from "./Function/File/RealInside";
export type { BoundedBytes, BoundedRead, ReadOptions, LockOptions, RealPlace } from "./Interface/File";
export {
	FILE_MODE,
	FOLDER_MODE,
	STATE_READ_CAP,
	KNOWLEDGE_READ_CAP,
	RECORD_READ_CAP,
	LOCK_READ_CAP,
	TEMP_STALE_MS,
} from "./Variable/File";
export { RedactSecrets, RedactValue, REDACTED } from "./Function/Redact";
export { Sha256Hex } from "./Function/Sha256";
export { CheckPattern, SaveVerdicts, TextCapFor } from "./Function/SafePattern";
export { MatchWays, StructuralDegree } from "./Function/PatternDegree";
export type { PatternVerdict } from "./Function/SafePattern";
export { LogConfig, KEEP_LINES } from "./Variable/Log";
export { SUGGESTER_FIELDS, SUGGESTER_LIMITS, SuggesterConfig } from "./Variable/Suggester";
export type { SuggesterDefaults } from "./Variable/Suggester";
export { ValidateSettings, SettingsError } from "./Function/ValidateSettings";
export type { SettingsCheck } from "./Function/ValidateSettings";
export { EnabledIntents, UnknownIntents } from "./Function/EnabledIntents";
export { Excluded } from "./Function/Excluded";
export { SessionCwd } from "./Function/SessionCwd";
export { ListenerBus } from "./Function/ListenerBus";
export type { BusListener, ListenerBus as ListenerBusApi } from "./Function/ListenerBus";
export type { SuggesterSettings } from "./Interface/Suggester";
export { PackError } from "./Function/Pack/PackError";
export { NestingDepth, ParsePack, ValidateLayer } from "./Function/Pack/ParsePack";
export { MergeLayers } from "./Function/Pack/MergeLayers";
export { LoadPack, PackFiles, ForgetPacks } from "./Function/Pack/LoadPack";
export type { LoadPackOptions } from "./Function/Pack/LoadPack";
export { Families } from "./Function/Pack/Families";
export { KnownIntents } from "./Function/Pack/KnownIntents";
export { ResolveRoot, ForgetRoots } from "./Function/Pack/ResolveRoot";
export type { Exists } from "./Function/Pack/ResolveRoot";
export { ResolveWorkspace } from "./Function/Pack/ResolveWorkspace";
export type { Workspace } from "./Function/Pack/ResolveWorkspace";
export { ResolveBases, FindUnderBases } from "./Function/Pack/ResolveBases";
export { Within } from "./Function/Within";
export { RootRelative } from "./Function/RootRelative";
export {
	ResultCut,
	ResultLines,
	ResultPaths,
	ResultPrinted,
	RESULT_TEXT_CAP,
	RESULT_PATHS_CAP,
} from "./Function/ResultPaths";
export type { ResultLine } from "./Function/ResultPaths";
export { CompileIntent, MatchSignals, SignalFires, SignalRegex, Kappa } from "./Function/Pack/CompileSignals";
export type { CompiledIntent, CompiledSignal, SignalTexts } from "./Function/Pack/CompileSignals";
export { BUILTIN_PACK, BUILTIN_SIGNATURE } from "./Variable/Pack/Builtin";
export {
	DEFAULT_SIGNATURE,
	SIGNATURE_CAP,
	PATTERN_TEXT_CAP,
	PACK_NESTING_CAP,
	PACK_TEXT_CAP,
	PACK_SIGNAL_CAP,
	PATH_CAP,
	PATH_DEPTH_CAP,
	QUADRATIC_SIGNAL_CAP,
	QUADRATIC_TEXT_CAP,
	PATTERN_DEGREE_CAP,
	PATTERN_STEP_BUDGET,
	PATTERN_WAYS_CAP,
	WORKSPACE_PACK,
	USER_PACK_DIR,
} from "./Variable/Pack/Defaults";
export type { Cell, MaybeCell, Plain, Live as LiveConfig } from "./Interface/Cell";
export type { FactoryState, StateOptions, LedgerSink } from "./Interface/State";
export type { Pack, PackIntent, PackLayer, PackSignal, SignalTarget, Bases } from "./Interface/Pack";

export const name = "pluginFactory";

/** The package's default export is the service plugin, so a dsh profile can load it by package name. */
export default PluginFactory;
export { WorkspaceGraph } from "./Function/WorkspaceGraph/Service";
export type { WorkspaceGraphConfig } from "./Function/WorkspaceGraph/Service";
export {
	BUILD_FOLDER,
	BuildGraph,
	CRATE_ROOTS,
	DeclaredVersionFiles,
	ENTRY_FIELDS,
	PackageTarget,
} from "./Function/WorkspaceGraph/Scan";
export {
	CargoFacts,
	DeclaredVersionSources,
	DENO_CONFIG,
	DenoFacts,
	GoModFacts,
	ManifestToolKinds,
	VersionStatedKinds,
	ManifestStatedKinds,
	PackageFacts,
	PythonFacts,
	RequirementsFacts,
	SOURCE_VERSION_FILE,
	PackageKeyKinds,
	ToolTableKinds,
	VersionFileFacts,
} from "./Function/WorkspaceGraph/Manifest";
export { ClassifyFile, ClassifyFolder, DEFAULT_GRAPH_EXCLUDE, DOTENV_NAME } from "./Function/WorkspaceGraph/Classify";
export { IsTestPath } from "./Function/TestPath";
export {
	EcosystemOf,
	MakesPackage,
	ManifestWhenStated,
	OwnProjectKinds,
	PackageFileOf,
} from "./Function/WorkspaceGraph/Ecosystem";
export { ManifestFacts, ManifestReaderOf } from "./Function/WorkspaceGraph/ManifestFacts";
export { TASK_FILE, TaskFacts, TaskFileKinds } from "./Function/WorkspaceGraph/TaskFile";
export { DOTNET_OUTPUT, PACKAGE_FILES, SWIFT_PACKAGE_MANIFEST } from "./Variable/PackageFile";
export type { Ecosystem, ManifestReader, PackageFile } from "./Variable/PackageFile";
export { PackageToolWords } from "./Function/PackageTool";
export { PACKAGE_TOOLS, PACKAGE_TOOL_PATTERN } from "./Variable/PackageTool";
export { FIXTURE_FOLDER, FIXTURE_FOLDERS, TEST_FOLDERS, TEST_PATH_PATTERN } from "./Variable/TestPath";
export {
	CRATE_LINT_LEVEL,
	LINT_RULE_SHAPES,
	LINT_TOOL_NAMES,
	MSBUILD_LINT_PROPERTIES,
	EDITORCONFIG_DOTNET_KEYS,
	PHP_LINT_TOOL,
	PHP_LINT_TOOL_NAMES,
} from "./Variable/LintConfig";
export {
	CONTAINER_FILE_NAMES,
	CONTAINER_IMAGE_FILE_NAMES,
	CONTAINER_IMAGE_QUERY,
	JVM_LEVEL_CONSTANT,
} from "./Variable/BuildConfig";
export { BUILD_SCRIPT_PATH } from "./Variable/TaskScript";
export { GITHUB_COMMUNITY_PATH } from "./Variable/GitHubCommunity";
export { CI_SCRIPT_FOLDER_TEXT, RENOVATE_CONFIG_FILES } from "./Variable/CiConfig";
export { AGENT_DOC, AGENT_WORD } from "./Variable/AgentDoc";
export type {
	GraphKind,
	GraphNode,
	GraphFact,
	GraphPackage,
	GraphSnapshot,
	WorkspaceGraphApi,
} from "./Interface/Graph";
