/**
 * The public face of the reports feature for other features (the comparative-solution report reuses
 * the print sheets, the document stamp, the charts and the PDF export's ready signal).
 */
export { EnergyWheel, ReportPie, type EnergyWheelEntryInput } from './charts';
export { ReportPrintStyles } from './print/ReportPrintStyles';
export { ReportSheet } from './print/ReportSheet';
export { SheetZoom, sheetHeightOf, sheetZoomOf, useMeasureOnLayoutAndFonts } from './print/SheetZoom';
export { DocumentStamp, type ReportDocumentInfo } from './print/DocumentStamp';
export { ReportDocumentQueryDocument } from './report-queries';
export { useReadySignal } from './print/ready-signal';
export { usePdfExport } from './usePdfExport';
export { PdfExportProgress } from './PdfExportProgress';
