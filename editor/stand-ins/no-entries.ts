// What the editor's preview has instead of the entries' reader: no files and no entries.
// The preview draws the entry being edited; lists of other entries (related posts, the
// blog's list) are empty there.
export type { Entry, EntryFolder, RawEntry } from '@/content/entries/entries'

export const readFolder = () => []
export const folderProblems = () => []
export const readEntries = () => []
