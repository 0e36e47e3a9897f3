export { TermsDialog, isScrolledToEnd, SCROLL_END_TOLERANCE_PX } from './terms-dialog.tsx';
export { MCP_TERMS, MCP_TERMS_TITLE } from './mcp-terms.ts';
