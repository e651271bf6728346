/** One image of a gallery (docs/requirements.md §3: src, title, description), sized for layout. */
export type GalleryItem = {
  src: string;
  /** The dark-theme variant of the same picture. */
  srcDark: string;
  title: string;
  description: string;
  width: number;
  height: number;
  /** What the image shows, for screen readers; the title stands in when absent. */
  alt?: string;
};
