export { FileManager } from './FileManager';
export type {
  FileManagerFile,
  FileManagerFolder,
  FileManagerId,
  FileManagerLabels,
  FileManagerMessages,
  FileManagerProps,
  FileManagerSource,
} from './FileManager';
