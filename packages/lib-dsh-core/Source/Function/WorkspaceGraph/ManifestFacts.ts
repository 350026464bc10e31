import type { GraphFact } from "../../Interface/Graph";
import type { ManifestReader } from "../../Variable/PackageFile";
import { PackageFileOf } from "./Ecosystem";
import {
	CargoFacts,
	BazelFacts,
	CatalogFacts,
	ComposerFacts,
	DenoDepsFacts,
	GemFacts,
	GoModFacts,
	JvmFacts,
	PomFileFacts,
	MsbuildFacts,
	DotnetToolsFacts,
	PubspecFacts,
	SwiftFacts,
	MixFacts,
	GradlePropertiesFacts,
	SbtFacts,
	CabalFacts,
	RockspecFacts,
	CBuildFacts,
	PackageFacts,
	PythonFacts,
	RequirementsFacts,
} from "./Manifest";
import { ZigFacts } from "./ZigFacts";
import { DuneProjectFacts, OpamFacts } from "./OcamlFacts";
import { ClojureFacts } from "./ClojureFacts";
import { JuliaFacts } from "./JuliaFacts";
import { RDescriptionFacts } from "./RDescriptionFacts";
import { TerraformFacts } from "./TerraformFacts";
import { AnsibleFacts } from "./AnsibleFacts";
import { ErlangFacts } from "./ErlangFacts";
import { NimbleFacts } from "./NimbleFacts";
import { PerlFacts } from "./PerlFacts";
import { PowerShellFacts } from "./PowerShellFacts";

const READERS: Record<ManifestReader, (path: string, text: string) => GraphFact[]> = {
	package: PackageFacts,
	python: PythonFacts,
	requirements: RequirementsFacts,
	"go-mod": GoModFacts,
	cargo: CargoFacts,
	catalog: CatalogFacts,
	gem: GemFacts,
	"deno-deps": DenoDepsFacts,
	composer: ComposerFacts,
	jvm: JvmFacts,
	pom: PomFileFacts,
	bazel: BazelFacts,
	msbuild: MsbuildFacts,
	"dotnet-tools": DotnetToolsFacts,
	pubspec: PubspecFacts,
	swift: SwiftFacts,
	mix: MixFacts,
	"gradle-properties": GradlePropertiesFacts,
	sbt: SbtFacts,
	cabal: CabalFacts,
	rockspec: RockspecFacts,
	"c-build": CBuildFacts,
	zig: ZigFacts,
	"dune-project": DuneProjectFacts,
	opam: OpamFacts,
	clojure: ClojureFacts,
	julia: JuliaFacts,
	"r-description": RDescriptionFacts,
	terraform: TerraformFacts,
	ansible: AnsibleFacts,
	erlang: ErlangFacts,
	powershell: PowerShellFacts,
	perl: PerlFacts,
	nimble: NimbleFacts,
};

/** The reader of a package file whose facts are read (package.json, pyproject.toml, go.mod…), by its basename. */
export const ManifestReaderOf = (path: string): ManifestReader | undefined => PackageFileOf(path)?.reader;

/** What a package file states (name, version, dependencies, scripts), through its reader; none for another file. */
export const ManifestFacts = (path: string, text: string): GraphFact[] => {
	const reader = ManifestReaderOf(path);
	return reader ? READERS[reader](path, text) : [];
};
