/** A teaching app's perfect play: one dependency, the tables and the solver. */
module example.tables {
  requires io.github.fanorona.tables;
}
