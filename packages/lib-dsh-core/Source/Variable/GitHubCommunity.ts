/**
 * GitHub's community files kept in `.github/` (issue and pull request templates, CODEOWNERS, FUNDING, SECURITY): the
 * project's docs and settings, not its CI. One list for the search pack's `ci-path` signal and the CI intent's claim.
 */
export const GITHUB_COMMUNITY = String.raw`(ISSUE_TEMPLATE|DISCUSSION_TEMPLATE|PULL_REQUEST_TEMPLATE)(/|\.md$|$)|(CODEOWNERS|FUNDING\.ya?ml|SECURITY\.md|SUPPORT\.md|CONTRIBUTING\.md|CODE_OF_CONDUCT\.md|pull_request_template\.md)$`;

/** A path to one of them (`.github/ISSUE_TEMPLATE/bug.yml`, `.github/CODEOWNERS`). */
export const GITHUB_COMMUNITY_PATH = new RegExp(String.raw`(^|/)\.github/(${GITHUB_COMMUNITY})`, "i");
