import { logoDimensionsValid } from '../../../../shared/validation/partner-admin';

/** An image file's natural size, read by the browser (null when it cannot be decoded). */
export function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/** Spec §5, checked before sending (the server checks again from the file's header). */
export async function logoAcceptable(file: File): Promise<boolean> {
  const size = await imageSize(file);
  return !!size && logoDimensionsValid(size.width, size.height);
}
