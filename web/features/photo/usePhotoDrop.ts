import { useState, type DragEvent } from 'react';

/** Drag and drop of one file onto an area (desktop); the buttons stay the way in for keyboards. */
export function usePhotoDrop(onFile: (file: File) => void, disabled: boolean) {
  const [isDragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    // Moving over a child fires dragleave on the parent; only leaving the area counts.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };

  return { isDragging, dropHandlers: { onDragOver, onDragLeave, onDrop } };
}
