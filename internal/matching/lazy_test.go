package matching

// Every dual step of this package's tests is checked against the duals moved one by one.
func init() { checkLazyDuals = true }
