extension ConformanceSuite { static var testStoreOrderingCases: [ConformanceCase] { [] } }
