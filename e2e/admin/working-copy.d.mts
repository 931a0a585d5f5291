/** Where the admin project's copy of the working tree lives, for the backend on `port`. */
export declare function workingCopy(port: number | string): string
