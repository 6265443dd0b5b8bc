/** Endpoints of the download basket: the lookup of a file and the zip of the chosen files. */
import * as v from 'valibot';
import { collection, file, item, write } from '../endpoint.ts';
import { DownloadCenterItemSchema, ZipStatusSchema } from '../schemas/downloads.ts';

/** The basket lookup: `?fileSrc=` a file's url answers a list whose first item carries the file. */
export const downloadCenter = collection('download_center', '/api/download_center', DownloadCenterItemSchema);
/** Asks for a zip of files (`{ identifiers }`); answers the zip id (a JSON string, checked by the caller). */
export const zipRequest = write('download_center_zip', 'POST', '/api/download_center_zip', v.unknown());
export const zipStatus = item('download_center_zip', '/api/download_center_zip/{zipId}/status', ZipStatusSchema);
export const zipArchive = file('download_center_zip', '/api/download_center_zip/{zipId}');
