/** The part of fs-native-extensions the store uses (the package ships no types). */
declare module 'fs-native-extensions' {
  /** Takes an exclusive lock on the whole file; false when another open file holds one. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
