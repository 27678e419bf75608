package matching

// dualCheck checks the duals kept lazily (solver.delta) when it is set, as the package's tests
// set it (lazy_test.go): it is told of the start of each stage and of every dual step. It
// costs every vertex and edge, so the product leaves it nil.
var dualCheck interface {
	startStage(s *solver)
	step(s *solver, kind int, at int32, delta int64)
}
