import { EscapeRegex } from "../Function/EscapeRegex";

/** Renovate's settings files: kept with the pipelines, as Dependabot's are in `.github/`, though they run nothing. */
export const RENOVATE_CONFIG_FILES = ["renovate.json", "renovate.json5", ".renovaterc", ".renovaterc.json"] as const;

/**
 * The CI services' pipeline files outside `.github/` (GitLab, Travis, Azure, Jenkins, Bitbucket, Drone, Woodpecker,
 * AppVeyor, Cloud Build, Cirrus, Codemagic, Bitrise), and Renovate's and Scala Steward's settings: one list for the search pack's `ci-path`
 * signal, targets and scope and the workspace graph's `workflow` kind.
 */
export const CI_CONFIG_FILES = [
	".gitlab-ci.yml",
	".travis.yml",
	"azure-pipelines.yml",
	"Jenkinsfile",
	"bitbucket-pipelines.yml",
	".drone.yml",
	".woodpecker.yml",
	"appveyor.yml",
	".appveyor.yml",
	"cloudbuild.yaml",
	".cirrus.yml",
	"codemagic.yaml",
	"bitrise.yml",
	...RENOVATE_CONFIG_FILES,
	// (Scala Steward's settings: the dependency updates it opens, as Renovate's)
	".scala-steward.conf",
] as const;

/** The CI services' pipeline folders (a file inside is a pipeline). */
export const CI_CONFIG_FOLDERS = [".circleci", ".buildkite", ".woodpecker"] as const;

/** `CI_CONFIG_FILES` as one regex alternation (escaped). */
export const CI_CONFIG_NAMES = CI_CONFIG_FILES.map(EscapeRegex).join("|");

/** `CI_CONFIG_FOLDERS` as one regex alternation (escaped). */
export const CI_CONFIG_FOLDER_NAMES = CI_CONFIG_FOLDERS.map(EscapeRegex).join("|");

/** A root folder of the scripts CI jobs run, and one of its scripts (`ci/test.sh`, `.ci/check.py`), as regex text: one
 * spelling for the graph's file kinds and the pack's `ci-path` signal. */
export const CI_SCRIPT_FOLDER_TEXT = String.raw`\.?ci`;
export const CI_SCRIPT_TEXT = String.raw`${CI_SCRIPT_FOLDER_TEXT}\/[\w.-]+\.(sh|bash|ps1|py|ya?ml)`;
