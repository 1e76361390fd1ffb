import { describe, expect, it } from 'vitest';
import { attachmentName, detectResume, zipEntryNames } from './resume-check';
import { minimalDocx, minimalPdf, oleDocument, storedZip } from './test-files';

describe('detectResume', () => {
  it('knows a PDF, a Word 97-2003 document and a Word document by their bytes', () => {
    expect(detectResume(minimalPdf())?.extension).toBe('.pdf');
    expect(detectResume(oleDocument('WordDocument'))?.extension).toBe('.doc');
    expect(detectResume(minimalDocx())?.extension).toBe('.docx');
  });

  it('refuses an executable, a spreadsheet in OLE2, a ZIP that is not a Word document and plain text', () => {
    expect(detectResume(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600)]))).toBeUndefined();
    expect(detectResume(Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(600)]))).toBeUndefined();
    expect(detectResume(oleDocument('Workbook'))).toBeUndefined();
    expect(detectResume(storedZip([{ name: 'xl/workbook.xml', data: '<workbook/>' }]))).toBeUndefined();
    expect(detectResume(Buffer.from('I am a resume, honestly.'))).toBeUndefined();
  });

  it('reads entry names from the central directory, and nothing from a broken one', () => {
    const zip = storedZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);
    expect(zipEntryNames(zip)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(zip.subarray(0, zip.length - 30))).toEqual([]);
  });
});

describe('attachmentName', () => {
  it('keeps a plain name, drops paths and control characters, and uses the extension of the content', () => {
    const pdf = detectResume(minimalPdf())!;
    expect(attachmentName('Asha Rao CV.pdf', pdf, 'resume')).toBe('Asha Rao CV.pdf');
    expect(attachmentName('C:\\Users\\asha\\cv.docx', pdf, 'resume')).toBe('cv.pdf');
    expect(attachmentName('bad\r\nBcc: x@example.com.pdf', pdf, 'resume')).toBe('badBcc x@example.com.pdf');
    expect(attachmentName('', pdf, 'resume-asha')).toBe('resume-asha.pdf');
  });
});
