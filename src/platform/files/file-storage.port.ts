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

/**
 * Port: keeps files that must never be served as they are (issued invoices, with a person's tax data):
 * saved outside the public uploads, under an address no static route answers, and read back only by a
 * use case that checks who asks. Adapter: LocalDiskStorage over `DATA_DIR/private`.
 */
export interface PrivateFileStorage extends FileStorage {
  /** The bytes of a file saved earlier, or null when there is none. */
  read(url: string): Promise<Buffer | null>;
}
