/** The parts of Citation.js (no type declarations of its own) that src/downloads/ uses. */
declare module "@citation-js/core" {
  export interface FormatOptions {
    format?: "text" | "html";
    template?: string;
    lang?: string;
  }
  export class Cite {
    constructor(data: unknown);
    readonly data: Record<string, unknown>[];
    format(
      type: "bibliography",
      options: FormatOptions & { asEntryArray: true },
    ): [string, string][];
    format(type: "bibliography", options?: FormatOptions): string;
    format(type: "bibtex" | "biblatex" | "data", options?: { format?: "text" | "object" }): string;
  }
  export const plugins: {
    config: {
      get(name: "@csl"): {
        styles: {
          add(name: string, xml: string): void;
          has(name: string): boolean;
          get(name: string): string;
        };
      };
      get(name: "@bibtex"): { format: { checkLabel: boolean; useIdAsLabel: boolean } };
    };
  };
}
declare module "@citation-js/plugin-csl";
declare module "@citation-js/plugin-bibtex";
