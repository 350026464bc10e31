/** What a judged call carries once the payload was read: the terminal tool and its command. */
export interface JudgedCall {
	readonly terminal: string;
	readonly command: string;
}

/** Whether the ledger has said so: the config in force is invalid (listeners pass through), and the `enabled` last logged. */
export interface ConfigWatch {
	readonly suspended: boolean;
	readonly enabledLogged: boolean;
}
