export function bundleServer(root: string, outfile: string): Promise<void>;
