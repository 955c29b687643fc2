/** Grid, autogrid, autocolumns, autorows and list: every slide shown, in cells. */
export const gridStyles = /* css */ `
  .grid,
  .rows,
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
  .grid[data-fill] {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--ss-gallery-column-width)), 1fr));
  }
  /* Autorows: each slide starts at the row height and grows by its ratio, so a row keeps one height. */
  .rows {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ss-gallery-grid-gap);
  }
  .rows > .cell {
    flex: var(--ss-gallery-ratio) 1 calc(var(--ss-gallery-row-height) * var(--ss-gallery-ratio));
    min-width: 0;
  }
  .rows::after {
    content: '';
    flex-grow: 1000000;
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
