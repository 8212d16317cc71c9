import type { PickerImage } from '@dementie/api-client';
import type { ReactNode } from 'react';
import type { ImagePickerClient } from './picker-state';

/** Props of `ImagePicker` (`./image-picker.tsx`). */
export interface ImagePickerProps {
  /** The blob calls (an `ApiClient` fits). Only used when the editor opens the panel or acts. */
  client: ImagePickerClient;
  /** The image chosen at the start (read once; remount with a `key` to reset). Default none. */
  initialValue?: PickerImage | null;
  /** Called with the chosen image: confirmed from storage, entered by URL, or null when cleared. */
  onChange?: (image: PickerImage | null) => void;
  /** The fieldset's legend. Default 'Afbeelding'. */
  label?: ReactNode;
  /**
   * Read mode (spec 2 §6: "read mode disables its editing"): shows the image and its address only,
   * without the panel, upload or delete. Default false.
   */
  readOnly?: boolean;
  /** The URL field is mandatory: highlighted (invalid) while empty (spec 2 §5). Default true. */
  urlMandatory?: boolean;
  /** Opens with the panel open (stories and tests of the panel states). Default false. */
  defaultPanelOpen?: boolean;
  /**
   * Makes the preview address of a chosen file. Default `URL.createObjectURL` (a data URL where that
   * is missing).
   */
  createPreview?: (file: Blob) => Promise<string>;
  /**
   * The image library (decision 0013: a page of its own for editors): the list only, always open, to
   * upload, look through and delete images; no chosen image, no address field and no Confirm.
   * Default false.
   */
  library?: boolean;
  className?: string;
}
