/**
 * A command's manual page by its name (`miniflux.1`, `tool.8`: a section number for an extension), one name for the
 * workspace graph's `doc` kind and the search pack's `docs-path` signal; `libfoo.so.1` is no page.
 */
export const MAN_PAGE_NAME = String.raw`[a-z][\w-]*\.[1-8]`;

export const MAN_PAGE = new RegExp(`^${MAN_PAGE_NAME}$`);
