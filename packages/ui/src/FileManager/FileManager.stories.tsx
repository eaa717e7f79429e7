import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { FileManager } from './FileManager';
import {
  fileManagerLabels as L,
  fileManagerMessages as M,
  memorySource,
  pdfFile,
  sampleFiles,
  sampleFolders,
} from './fixtures';

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The file input is missing');
  return input;
}

/**
 * Drops files on an element as a browser does (dragenter, dragover, drop with a DataTransfer). A DataTransfer made
 * in script has no file-system entries, which the drop of real files has and React Aria reads (`webkitGetAsEntry`):
 * they are supplied for the length of the drop.
 */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const { left, top } = target.getBoundingClientRect();
  const prototype = DataTransferItem.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'webkitGetAsEntry');
  Object.defineProperty(prototype, 'webkitGetAsEntry', {
    configurable: true,
    value(this: DataTransferItem) {
      return this.kind === 'file' ? { isFile: true, isDirectory: false } : null;
    },
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          dataTransfer,
          clientX: left + 5,
          clientY: top + 5,
        }),
      );
    }
  } finally {
    if (original) Object.defineProperty(prototype, 'webkitGetAsEntry', original);
  }
}

const meta = {
  title: 'ui/FileManager',
  component: FileManager,
  args: {
    source: memorySource({ folders: sampleFolders, files: sampleFiles }).source,
    labels: L,
    messages: M,
    acceptedTypes: ['.pdf', 'application/pdf', '.csv', '.xlsx'],
    maxSize: 1024 * 1024,
  },
} satisfies Meta<typeof FileManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Browse: Story = {
  play: async ({ canvas, userEvent }) => {
    const top = await canvas.findByRole('table', { name: L.root });
    await expect(within(top).getByRole('rowheader', { name: 'Framework contract' })).toBeInTheDocument();
    await expect(within(top).queryByText('Invoice 2026-09')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: L.open('2026-09') }));
    const folder = await canvas.findByRole('table', { name: '2026-09' });
    await expect(within(folder).getByRole('rowheader', { name: 'Invoice 2026-09' })).toBeInTheDocument();
    await expect(within(folder).queryByText('Framework contract')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: L.root }));
    await expect(await canvas.findByRole('table', { name: L.root })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { source: memorySource().source } };

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: L.root });
    await expect(canvas.getByRole('button', { name: L.download('Framework contract') })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: L.upload })).toBeNull();
    await expect(canvas.queryByRole('button', { name: L.delete('Framework contract') })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { source: memorySource({ failLoad: true }).source },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(M.loadFailed)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: L.retry })).toBeInTheDocument();
  },
};

const folders = memorySource({ folders: [{ id: 1, title: 'Contracts' }] });
export const CreateRenameDeleteFolder: Story = {
  args: { source: folders.source },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await canvas.findByRole('table', { name: L.root });
    const page = within(canvasElement.ownerDocument.body);
    // A name that already exists is refused in the dialog.
    await userEvent.click(canvas.getByRole('button', { name: L.newFolder }));
    const dialog = await page.findByRole('dialog', { name: L.newFolderTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: L.folderName }), 'contracts');
    await userEvent.click(within(dialog).getByRole('button', { name: L.create }));
    await expect(await within(dialog).findByText(M.nameTaken('contracts'))).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: L.folderName });
    await userEvent.clear(field);
    await userEvent.type(field, 'Statements{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: L.open('Statements') })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: L.rename('Statements') }));
    const rename = await page.findByRole('dialog', { name: L.renameFolderTitle('Statements') });
    const name = within(rename).getByRole('textbox', { name: L.folderName });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bank statements');
    await userEvent.click(within(rename).getByRole('button', { name: L.save }));
    await expect(await canvas.findByRole('button', { name: L.open('Bank statements') })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: L.delete('Bank statements') }));
    const confirm = await page.findByRole('alertdialog', { name: L.deleteFolderTitle('Bank statements') });
    await userEvent.click(within(confirm).getByRole('button', { name: L.deleteShort }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: L.open('Bank statements') })).toBeNull());
    await expect(folders.folders.map((folder) => folder.title)).toEqual(['Contracts']);
  },
};

const uploads = memorySource({
  folders: sampleFolders,
  files: sampleFiles,
  failUploads: { 'broken.pdf': 'Server error' },
});
export const UploadSeveralIntoAFolder: Story = {
  args: { source: uploads.source },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: L.open('2026-10') }));
    await canvas.findByRole('table', { name: '2026-10' });
    await userEvent.upload(fileInput(canvasElement), [
      pdfFile('october.pdf'),
      pdfFile('broken.pdf'),
      pdfFile('huge.pdf', 2 * 1024 * 1024),
      pdfFile('invoice-company-1-2026-10.pdf'),
    ]);
    const list = canvas.getByRole('list', { name: L.uploads });
    // The refused and failed files are named; the others still arrive.
    await expect(await within(list).findByText(M.size('huge.pdf'))).toBeInTheDocument();
    await expect(within(list).getByText(M.nameTaken('invoice-company-1-2026-10.pdf'))).toBeInTheDocument();
    await expect(await within(list).findByText(M.failed('Server error'))).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: '2026-10' });
    await expect(await within(table).findByRole('rowheader', { name: 'october.pdf' })).toBeInTheDocument();
    await expect(uploads.files.find((file) => file.title === 'october.pdf')?.folderId).toBe(2);
    await expect(uploads.files.some((file) => file.title === 'broken.pdf')).toBe(false);
  },
};

const dropped = memorySource({ files: [] });
export const UploadByDropping: Story = {
  args: { source: dropped.source },
  play: async ({ canvas }) => {
    await canvas.findByText(L.empty);
    const zone = canvas.getByText(L.drop, { selector: 'p' }).parentElement;
    if (!zone) throw new Error('The drop zone is missing');
    dropFiles(zone, [pdfFile('dropped.pdf'), pdfFile('virus.exe')]);
    const list = await canvas.findByRole('list', { name: L.uploads });
    await expect(await within(list).findByText(M.type('virus.exe'))).toBeInTheDocument();
    await expect(await canvas.findByRole('rowheader', { name: 'dropped.pdf' })).toBeInTheDocument();
  },
};

const held = memorySource({ progressSteps: [0.4], holdUploads: true });
export const UploadProgress: Story = {
  args: { source: held.source },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText(L.empty);
    await userEvent.upload(fileInput(canvasElement), [pdfFile('big.pdf')]);
    const bar = await canvas.findByRole('progressbar', { name: 'big.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40 %');
    held.release();
    await expect(await canvas.findByText(L.uploaded)).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const renaming = memorySource({
  files: [
    ...sampleFiles.filter((file) => file.folderId === null),
    { id: 20, title: 'Annex', fileName: 'annex.pdf' },
  ],
});
export const RenameDeleteAndDownloadFiles: Story = {
  args: { source: renaming.source },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: L.root });
    await userEvent.click(canvas.getByRole('button', { name: L.rename('Annex') }));
    const dialog = await page.findByRole('dialog', { name: L.renameFileTitle('Annex') });
    const title = within(dialog).getByRole('textbox', { name: L.fileTitle });
    await userEvent.clear(title);
    await userEvent.type(title, 'framework CONTRACT');
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    await expect(await within(dialog).findByText(M.nameTaken('framework CONTRACT'))).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Annex A');
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    await expect(await canvas.findByRole('rowheader', { name: 'Annex A' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: L.delete('Annex A') }));
    const confirm = await page.findByRole('alertdialog', { name: L.deleteFileTitle('Annex A') });
    await userEvent.click(within(confirm).getByRole('button', { name: L.deleteShort }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'Annex A' })).toBeNull());

    // The download is handed to the browser under the server's name.
    const clicked: string[] = [];
    const listener = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement) {
        clicked.push(event.target.download);
        event.preventDefault();
      }
    };
    canvasElement.ownerDocument.addEventListener('click', listener, true);
    await userEvent.click(canvas.getByRole('button', { name: L.download('Framework contract') }));
    await waitFor(() => expect(clicked).toEqual(['contract.pdf']));
    canvasElement.ownerDocument.removeEventListener('click', listener, true);
  },
};
