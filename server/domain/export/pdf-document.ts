// pdfkit (with fontkit and its Brotli decoder) is loaded on the first PDF, not at start: the server renders PDFs
// rarely (an invoice, a conversation's export) and the module costs about 6 MB of heap and 10 MB of resident
// memory held for the life of the process. Node keeps the module once loaded: later calls do not load it again.

/** A new PDF document, loading pdfkit the first time. */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}
