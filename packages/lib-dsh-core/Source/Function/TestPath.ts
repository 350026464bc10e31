import { TEST_PATH } from "../Variable/TestPath";

/** Whether a workspace-relative path (`/`-separated) is a test file, or in a test folder, by the common conventions. */
export const IsTestPath = (path: string): boolean => TEST_PATH.test(path);
