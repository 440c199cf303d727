import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { msg, type Message } from '@/i18n/message.ts';
import type { Config } from '../../config.ts';
import { randomToken } from '../../lib/crypto.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export class RejectedFileError extends Error {
  /** Why, for the person who sent the file (worded in their language by whoever answers). */
  constructor(public readonly text: Message) {
    super(text.id);
  }
}

export interface FileStore {
  /**
   * Stores an image under a server-made name and returns that name. The type is read from the
   * bytes, never from the client's file name or declared type.
   */
  saveImage(bytes: Buffer, options?: { private?: boolean }): Promise<string>;
  remove(name: string, options?: { private?: boolean }): Promise<void>;
  /**
   * A private file's bytes (null: none by that name). A file stored before private files existed
   * is moved out of the public directory on the way.
   */
  readPrivate(name: string): Promise<Buffer | null>;
  /** Absolute directory the public files are served from (/uploads). */
  directory: string;
  /** Identity documents: never served statically; a route checks who asks. */
  privateDirectory: string;
}

const SAFE_NAME = /^[\w-]+\.\w+$/;

export function createFileStore(config: Config): FileStore {
  const directory = config.uploadDir;
  const privateDirectory = path.join(config.dataDir, 'private-uploads');
  const dirOf = (options?: { private?: boolean }) =>
    options?.private ? privateDirectory : directory;
  return {
    directory,
    privateDirectory,
    async saveImage(bytes, options) {
      if (bytes.length === 0) throw new RejectedFileError(msg('errors.fileEmpty'));
      if (bytes.length > config.maxUploadBytes) {
        throw new RejectedFileError(msg('errors.imageTooLarge'));
      }
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !IMAGE_TYPES.has(type.mime)) {
        throw new RejectedFileError(msg('errors.imagesOnly'));
      }
      await fs.mkdir(dirOf(options), { recursive: true });
      const name = `${randomToken()}.${type.ext}`;
      await fs.writeFile(path.join(dirOf(options), name), bytes, { flag: 'wx' });
      return name;
    },
    async remove(name, options) {
      if (!SAFE_NAME.test(name)) return;
      await fs.rm(path.join(dirOf(options), name), { force: true });
    },
    async readPrivate(name) {
      if (!SAFE_NAME.test(name)) return null;
      const file = path.join(privateDirectory, name);
      try {
        return await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      try {
        await fs.mkdir(privateDirectory, { recursive: true });
        await fs.rename(path.join(directory, name), file);
        return await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
