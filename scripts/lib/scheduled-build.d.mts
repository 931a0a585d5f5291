/** The day before `day` (`2026-11-29` → `2026-11-28`). */
export declare function dayBefore(day: string): string
/** The day the `scheduled` build variant publishes for: the day before the newest post's. */
export declare function scheduledBuildDay(): Promise<string>
