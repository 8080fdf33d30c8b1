/** Types of scripts/precompress.mjs for the TypeScript that imports it (tests). */
export declare const PRECOMPRESSED_EXTENSIONS: string[];
export declare function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number }>;
export declare function precompressDir(dir: string): Promise<{ files: number; raw: number; br: number; gz: number }>;
