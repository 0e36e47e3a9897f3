// The last build step: pre-compresses every text file of dist/ (compress-files.ts says why).
import { join } from 'node:path';
import { compressDir, type CompressedFile } from './compress-files.ts';

const files = compressDir(join(import.meta.dirname, '..', 'dist'));
const total = (pick: (f: CompressedFile) => number) => files.reduce((sum, f) => sum + pick(f), 0);
console.log(
  `compressed ${files.length} files: ${total((f) => f.bytes)} bytes -> ` +
    `${total((f) => f.br ?? f.bytes)} brotli, ${total((f) => f.gz ?? f.bytes)} gzip`,
);
