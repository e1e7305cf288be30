import type PDFKitDocument from 'pdfkit';

// pdfkit (with fontkit and its Brotli decoder) is loaded on the first PDF, not at start: the server renders PDFs
// rarely (an invoice, a conversation's export) and the module costs about 6 MB of heap and 10 MB of resident
// memory held for the life of the process.

let loading: Promise<typeof PDFKitDocument> | undefined;

/** A new PDF document, loading pdfkit the first time. */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  loading ??= import('pdfkit').then((module) => module.default);
  const PDFDocument = await loading.catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return new PDFDocument(options);
}
