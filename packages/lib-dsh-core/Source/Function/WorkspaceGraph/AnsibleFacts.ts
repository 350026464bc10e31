import type { GraphFact } from "../../Interface/Graph";
import { DistinctFacts, UncommentedLines } from "./Manifest";

/** A YAML line's indent, key and inline value (`  role_name: firewall`); none for a list item or a bare line. */
const YAML_KEY = /^( *)([A-Za-z_][\w.-]{0,100})\s*:(?:\s+(.*))?$/;
/** A list item (`  - name: ansible.posix`, `- community.general`): its indent and what follows the dash. */
const YAML_ITEM = /^( *)-\s+(.*)$/;
/** A collection's or a role's name as requirements spell it (`ansible.posix`, `geerlingguy.java`, `linux-system-roles.firewall`). */
const ANSIBLE_NAME = /^["']?([A-Za-z_][\w.-]{0,150})["']?$/;
/** `ansible-galaxy role init`'s placeholder (`license (GPL-2.0-or-later, MIT, etc)`): no licence stated. */
const LICENSE_PLACEHOLDER = /^licen[cs]e\s*\(/i;
/** A scalar value, its quotes dropped (`"2.9"`, `'>=2.1.0'`). */
const Scalar = (value: string | undefined): string | undefined =>
	value === undefined ? undefined : value.trim().replace(/^(["'])(.*)\1$/, "$2") || undefined;

/** A requirement's name from a list item (`- ansible.posix`, `- name: x`, `- src: x`, `- role: x`, a flow map's
 * `- { role: x, when: … }`), or none. */
const RequirementName = (item: string): string | undefined => {
	const text = item.trim();
	const flow = /^\{(.*)\}?$/.exec(text);
	const keyed = flow
		? /(?:^|,)\s*(?:role|name|src)\s*:\s*([^,}]+)/.exec(flow[1]!)
		: /^(?:name|src|role)\s*:\s*(.+)$/.exec(text);
	const name = keyed ? Scalar(keyed[1]) : /^[^:{[]+$/.test(text) ? Scalar(text) : undefined;
	return name === undefined ? undefined : ANSIBLE_NAME.exec(name)?.[1];
};

/** A flow sequence's or map's members (`[a, "b"]`, `{"ansible.utils": ">=2.0.0", x: y}`): each one's text. */
const FlowMembers = (value: string): string[] =>
	value
		.replace(/^[[{]|[\]}]$/g, "")
		.split(",")
		.map((member) => member.trim())
		.filter((member) => member !== "");

/**
 * The facts of an Ansible file (its first 2000 lines, `#` comments cut): a collection's `galaxy.yml` (its
 * `namespace.name`, version, licence and the collections its `dependencies` map names), a role's `meta/main.yml` (its
 * `galaxy_info`'s role name, licence and `min_ansible_version`, the roles its `dependencies` list), and a requirements
 * file's collections and roles (`collections:` / `roles:` lists, or an old roles file's bare list). A list item nested
 * below a requirement (a role's `vars`) names nothing.
 */
export const AnsibleFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	const galaxy = /(^|\/)galaxy\.ya?ml$/.test(path);
	const roleMeta = /(^|\/)meta\/main\.ya?ml$/.test(path);
	// the sections that list requirements: a role's dependencies, a requirements file's collections and roles (an old
	// roles file is a bare list at the top: `- src: geerlingguy.java`)
	const listing = roleMeta ? /^dependencies$/ : galaxy ? undefined : /^(collections|roles|)$/;
	let section = "";
	// (the indent of the section's own items: an item deeper belongs to one of them)
	let itemIndent: number | undefined;
	let namespace: string | undefined;
	let name: string | undefined;
	// (the licence may be a list: `license:` then `- GPL-3.0-or-later`)
	let licenceList = false;
	const licence = (value: string | undefined) => {
		if (value !== undefined && !LICENSE_PLACEHOLDER.test(value)) push("license", value.slice(0, 200));
	};
	// (a collection's quoted dependency keys, `"ansible.utils": …`, which YAML_KEY does not read: stated after the rest)
	let inDependencies = false;
	const quoted: string[] = [];
	for (const line of UncommentedLines(text, "#")) {
		if (galaxy && /^\S/.test(line)) inDependencies = /^dependencies\s*:/.test(line);
		else if (galaxy && inDependencies) {
			const key = /^\s+["']([A-Za-z_][\w.-]{0,150})["']\s*:/.exec(line)?.[1];
			if (key !== undefined) quoted.push(key);
		}
		if (line.trim() === "" || /^(---|\.\.\.)\s*$/.test(line)) continue;
		const item = YAML_ITEM.exec(line);
		if (item) {
			const indent = item[1]!.length;
			if (licenceList) licence(Scalar(item[2]));
			else if (listing?.test(section)) {
				itemIndent ??= indent;
				if (indent === itemIndent) push("dependency", RequirementName(item[2]!));
			}
			continue;
		}
		const keyed = YAML_KEY.exec(line);
		if (!keyed) continue;
		const indent = keyed[1]!.length;
		const key = keyed[2]!;
		const value = Scalar(keyed[3]);
		licenceList = false;
		if (indent === 0) {
			section = key;
			itemIndent = undefined;
		}
		// galaxy.yml's own keys, or galaxy_info's in a role's meta
		const own = galaxy ? indent === 0 : roleMeta && section === "galaxy_info" && indent > 0;
		if (own && key === "namespace") namespace = value;
		else if (own && key === (galaxy ? "name" : "role_name")) name = value;
		else if (own && galaxy && key === "version") push("version", /^\d[\w.+-]{0,100}$/.exec(value ?? "")?.[0]);
		else if (own && key === "license") {
			if (value === undefined) licenceList = true;
			else if (value.startsWith("[")) for (const member of FlowMembers(value)) licence(Scalar(member));
			else licence(value);
		} else if (own && key === "min_ansible_version") push("runtime", /^\d[\w.]{0,50}$/.exec(value ?? "")?.[0]);
		else if (galaxy && indent === 0 && key === "dependencies" && value?.startsWith("{"))
			// (a collection's dependencies are a map, in flow style too: `{"ansible.utils": ">=2.0.0"}`)
			for (const member of FlowMembers(value))
				push("dependency", /^["']?([A-Za-z_][\w.-]{0,150})["']?\s*:/.exec(member)?.[1]);
		else if (galaxy && section === "dependencies" && indent > 0) push("dependency", ANSIBLE_NAME.exec(key)?.[1]);
		else if (indent === 0 && listing?.test(key) && value?.startsWith("["))
			for (const member of FlowMembers(value)) push("dependency", RequirementName(member));
		else if (listing?.test(section) && itemIndent !== undefined && indent === itemIndent + 2 && key === "name")
			// (a requirement installed from a URL is named by its next key: `- src: https://…` then `name: nginx_role`)
			push("dependency", ANSIBLE_NAME.exec(value ?? "")?.[1]);
	}
	for (const key of quoted) push("dependency", key);
	if (name !== undefined && ANSIBLE_NAME.test(name))
		push("name", namespace !== undefined && ANSIBLE_NAME.test(namespace) ? `${namespace}.${name}` : name);
	return facts;
};
