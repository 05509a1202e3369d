/** A teaching app's perfect play: one dependency, the tables and the solver (and the engine they implement the oracle of). */
module example.tables {
  requires io.github.fanorona.tables;
}
