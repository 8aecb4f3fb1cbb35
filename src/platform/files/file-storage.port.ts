export interface StoredFile {
  /** Public path, e.g. /uploads/avatars/0192….webp */
  url: string;
}

/** Port: keeps uploaded files. Adapter: LocalDiskStorage (an S3-compatible one for several servers). */
export interface FileStorage {
  save(folder: string, content: Buffer, extension: string): Promise<StoredFile>;
  /** Removes a file saved earlier; unknown or foreign URLs are ignored. */
  remove(url: string): Promise<void>;
}
