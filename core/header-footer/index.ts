export { getHeaderFooter, saveHeaderFooter, HEADER_FOOTER_URL, type HeaderFooter } from './header-footer.ts'
