/** The two kinds of request a visitor sends, named as their collections. */
export type RequestKind = 'contacts' | 'viewingRequests';
