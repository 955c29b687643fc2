/** Grid, autogrid, autocolumns and list: every slide shown, in cells. */
export const gridStyles = /* css */ `
  .grid,
  .column,
  .list {
    padding: 0;
    margin: 0;
    list-style: none;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(var(--ss-gallery-columns), minmax(0, 1fr));
    gap: var(--ss-gallery-grid-gap);
  }
  .columns {
    display: grid;
    grid-template-columns: repeat(var(--ss-gallery-columns), minmax(0, 1fr));
    align-items: start;
    gap: var(--ss-gallery-grid-gap);
  }
  .column {
    display: grid;
    gap: var(--ss-gallery-grid-gap);
  }
  .list {
    display: grid;
    gap: 2rem;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 1.5rem;
  }
  .row-media {
    flex: 0 0 var(--ss-gallery-list-image-size);
  }
  .row-meta {
    flex: 1;
  }
`
