/** A port nothing listens on right now. */
export declare function freePort(): Promise<number>
